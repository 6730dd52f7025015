import Testing
@testable import Terminal

/// The probe's reply parser, fed canned replies as terminals send them.
@Suite struct ProbeRepliesTests {
    private func parse(_ text: String) -> ProbeReplies {
        ProbeReplies(parsing: Array(text.utf8))
    }

    private let tmuxAnswer = "\u{1B}[1;1R\u{1B}[1;2R\u{1B}[1;4R\u{1B}[1;8R\u{1B}[1;10R\u{1B}[?1;2c"

    @Test func cursorReportsAreReadInOrder() {
        let replies = parse(tmuxAnswer)
        #expect(replies.cursorPositions.map(\.column) == [1, 2, 4, 8, 10])
        #expect(replies.cursorPositions.allSatisfy { $0.row == 1 })
        #expect(replies.isComplete)
        #expect(replies.typed.isEmpty)
    }

    @Test func graphemeClusterModeReportGivesItsState() {
        #expect(parse("\u{1B}[?2027;2$y").graphemeClusterMode == 2)
        #expect(parse("\u{1B}[?2027;0$y").graphemeClusterMode == 0)
        #expect(parse("\u{1B}[?2027;3$y").graphemeClusterMode == 3)
    }

    @Test func reportOfAnotherModeIsNotTakenForModeTwentyTwentySeven() {
        let replies = parse("\u{1B}[?2026;2$y")
        #expect(replies.graphemeClusterMode == nil)
        #expect(replies.typed == Array("\u{1B}[?2026;2$y".utf8))
    }

    @Test func deviceAttributesEndTheReplies() {
        #expect(!parse("\u{1B}[1;1R").isComplete)
        #expect(parse("\u{1B}[?64;1;2;6;9;15;18;21;22c").isComplete)
        #expect(parse("\u{1B}[?6c").isComplete)
    }

    @Test func silenceGivesNothingAndIsNotComplete() {
        let replies = parse("")
        #expect(replies == ProbeReplies(parsing: []))
        #expect(replies.cursorPositions.isEmpty)
        #expect(replies.graphemeClusterMode == nil)
        #expect(!replies.isComplete)
    }

    @Test func replySplitAcrossReadsIsUnfinishedUntilItsLastByte() {
        let bytes = Array(tmuxAnswer.utf8)
        for cut in 1..<bytes.count {
            let first = ProbeReplies(parsing: Array(bytes[..<cut]))
            #expect(!first.isComplete, "complete after \(cut) bytes")
        }
        #expect(ProbeReplies(parsing: bytes).isComplete)
    }

    @Test func keysTypedBetweenRepliesAreKeptInOrder() {
        let replies = parse("j\u{1B}[1;1Rk\u{1B}[A\u{1B}[1;3Rq\u{1B}[?62c")
        #expect(replies.cursorPositions.map(\.column) == [1, 3])
        #expect(replies.typed == Array("jk\u{1B}[Aq".utf8))
        #expect(replies.isComplete)
    }

    @Test func utf8AndEscapeTypedDuringTheProbeAreKept() {
        let replies = parse("é\u{1B}\u{1B}[?62c")
        #expect(replies.typed == Array("é\u{1B}".utf8))
        #expect(replies.isComplete)
    }

    @Test func garbageIsNeitherAReplyNorLost() {
        let garbage = "\u{1B}[;R\u{1B}[1;R\u{1B}[12345678;1R\u{1B}[x\u{1B}]0;t\u{07}\u{1B}[1\n;2R"
        let replies = parse(garbage)
        #expect(replies.cursorPositions.isEmpty)
        #expect(replies.graphemeClusterMode == nil)
        #expect(!replies.isComplete)
        #expect(replies.typed == Array(garbage.utf8))
    }

    @Test func replyAfterGarbageIsStillRead() {
        let replies = parse("\u{1B}[1\n\u{1B}[3;7R")
        #expect(replies.cursorPositions == [ProbeReplies.CursorPosition(row: 3, column: 7)])
        #expect(replies.typed == Array("\u{1B}[1\n".utf8))
    }

    @Test func deviceAttributesWithoutQuestionMarkAreNotTheAnswer() {
        let replies = parse("\u{1B}[0c")
        #expect(!replies.isComplete)
        #expect(replies.typed == Array("\u{1B}[0c".utf8))
    }
}
