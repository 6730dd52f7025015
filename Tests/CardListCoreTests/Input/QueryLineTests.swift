import Testing
@testable import CardListCore

/// Editing the filter's query like a shell prompt.
@Suite struct QueryLineTests {
    @Test func typingInsertsAtTheCursor() {
        var line = QueryLine("ac")
        line.perform(.cursorLeft)
        line.insert("b")
        #expect(line.text == "abc")
        #expect(line.cursor == 2)
    }

    @Test func cursorStopsAtBothEnds() {
        var line = QueryLine("ab")
        line.perform(.cursorRight)
        #expect(line.cursor == 2)
        line.perform(.cursorToStart)
        line.perform(.cursorLeft)
        #expect(line.cursor == 0)
        line.perform(.cursorToEnd)
        #expect(line.cursor == 2)
    }

    @Test func wordMovesSkipPunctuationAndStopAtWordEdges() {
        var line = QueryLine("flat white, hot")
        line.perform(.wordLeft)
        #expect(line.cursor == 12)
        line.perform(.wordLeft)
        #expect(line.cursor == 5)
        line.perform(.wordRight)
        #expect(line.cursor == 10)
    }

    @Test func backspaceAndDeleteRemoveBeforeAndUnderTheCursor() {
        var line = QueryLine("abc")
        line.perform(.cursorLeft)
        line.perform(.deleteBackward)
        #expect(line.text == "ac" && line.cursor == 1)
        line.perform(.deleteForward)
        #expect(line.text == "a" && line.cursor == 1)
        line.perform(.deleteForward)
        #expect(line.text == "a")
    }

    @Test func controlWDeletesTheWordBeforeTheCursorAndItsSpaces() {
        var line = QueryLine("milk foam  ")
        line.perform(.deleteWordBackward)
        #expect(line.text == "milk ")
        line.perform(.deleteWordBackward)
        #expect(line.text == "")
    }

    @Test func controlUAndControlKDeleteToTheStartAndToTheEnd() {
        var line = QueryLine("one two")
        for _ in 0..<3 { line.perform(.cursorLeft) }
        line.perform(.deleteToEnd)
        #expect(line.text == "one " && line.cursor == 4)
        line.perform(.cursorLeft)
        line.perform(.deleteToStart)
        #expect(line.text == " " && line.cursor == 0)
    }

    @Test func pastedLineBreaksAndTabsBecomeSpacesAndControlsAreDropped() {
        var line = QueryLine()
        line.insert("a\nb\tc\r\nd\u{1B}e")
        #expect(line.text == "a b c de")
    }
}
