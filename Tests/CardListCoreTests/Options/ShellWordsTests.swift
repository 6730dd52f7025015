import Testing
@testable import CardListCore
@testable import CardListOptions

@Suite struct ShellWordsTests {
    @Test func splitsOnBlanksLikeAShell() throws {
        #expect(try ShellWords.split("  --multi\t--width 60 \n --style=line ") == ["--multi", "--width", "60", "--style=line"])
        #expect(try ShellWords.split("") == [])
    }

    @Test func quotesKeepBlanksAndJoinWithNeighbours() throws {
        #expect(try ShellWords.split(#"--header 'My drinks' --prompt="> " a'b'"c""#) == ["--header", "My drinks", "--prompt=> ", "abc"])
        #expect(try ShellWords.split("'' \"\"") == ["", ""])
    }

    @Test func backslashesEscapeOutsideQuotesAndSomeInsideDoubleQuotes() throws {
        #expect(try ShellWords.split(#"a\ b \'c"#) == ["a b", "'c"])
        #expect(try ShellWords.split(#""x\"y\\z\n" 'no\escape'"#) == [#"x"y\z\n"#, #"no\escape"#])
        #expect(try ShellWords.split("line\\\ncontinued") == ["linecontinued"])
        #expect(try ShellWords.split("end\\") == ["end\\"])
    }

    @Test func unterminatedQuotesAreErrors() {
        #expect(throws: ShellWords.SplitError.unterminatedQuote) { try ShellWords.split("--header 'open") }
        #expect(throws: ShellWords.SplitError.unterminatedQuote) { try ShellWords.split("\"open\\\"") }
    }
}
