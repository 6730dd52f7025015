import Foundation
import Testing

/// More of fzf's own filter tests, in our words: header lines, `--read0` over a real
/// `find`, smart case beyond Latin, and the default tie-break (the length without the
/// white space at the ends, then input order).
@Suite struct SearchFilterFzfTests {
    static func lines(_ run: ShellCommand) -> [String] {
        SearchFilterTests.lines(run)
    }

    static func input(_ lines: [String]) -> [UInt8] {
        Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    @Test func headerLinesAreNeitherPrintedNorMatched() throws {
        let numbers = SearchFilterTests.numbers(10)
        let all = try SearchFilterTests.filter("--header-lines 3 --filter ''", input: numbers)
        #expect(Self.lines(all) == ["4", "5", "6", "7", "8", "9", "10"])
        #expect(all.status == 0)
        #expect(Self.lines(try SearchFilterTests.filter("--header-lines 3 --filter 5", input: numbers)) == ["5"])
        let header = try SearchFilterTests.filter("--header-lines 3 --filter '^1$'", input: numbers)
        #expect(header.output == "")
        #expect(header.status == 1)
    }

    @Test func theCaseOptionsFilterAsFzfsDo() throws {
        // fzf 0.74: `Abc` and `abc` for `abc`; only `Abc` for `Abc` (smart case); both
        // for `Abc` with -i; only `abc` for `abc` with --no-ignore-case.
        let input = Self.input(["Abc", "abc"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter abc", input: input)) == ["Abc", "abc"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter Abc", input: input)) == ["Abc"])
        #expect(Self.lines(try SearchFilterTests.filter("-i --filter Abc", input: input)) == ["Abc", "abc"])
        #expect(Self.lines(try SearchFilterTests.filter("--ignore-case --filter Abc", input: input)) == ["Abc", "abc"])
        #expect(Self.lines(try SearchFilterTests.filter("--no-ignore-case --filter abc", input: input)) == ["abc"])
        #expect(Self.lines(try SearchFilterTests.filter("-i --smart-case --filter Abc", input: input)) == ["Abc"])
    }

    @Test func inputThatIsAllHeaderLinesLeavesNothingToPrint() throws {
        let run = try SearchFilterTests.filter("--header-lines 10 --filter ''", input: SearchFilterTests.numbers(3))
        #expect(run.output == "")
        #expect(run.status == 1)
    }

    @Test func read0FindsTheLastPathOfFindExactly() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let script = """
            mkdir -p tree/a/b tree/c && touch tree/a/b/one tree/a/two 'tree/c/with space' && cd tree &&
            last=$(find . | tail -n 1) &&
            printf '%s\\n' "$last" > ../expected &&
            find . | "$cardlist" --style line -e --filter "^$last$" > ../lines &&
            find . -print0 | "$cardlist" --read0 --style line -e --filter "^$last$" > ../records &&
            cd .. && cmp expected lines && cmp expected records && echo same
            """
        let run = try ShellCommand.run(script)
        #expect(run.output == "same\n", "\(run.stderr)")
    }

    @Test func lettersWithAStrokeAndOtherVariantsAreFoundByTheirPlainLetterAsInFzf() throws {
        let input = Self.input(["Łódź", "Lodz", "Øslo", "Đorđe", "straße", "ıstanbul", "ｆｏｏ", "lǜ"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter lodz", input: input)) == ["Łódź", "Lodz"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter oslo", input: input)) == ["Øslo"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter dorde", input: input)) == ["Đorđe"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter \"'stras\"", input: input)) == ["straße"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter ^istan", input: input)) == ["ıstanbul"])
        // Full-width letters and Pinyin's two-accent ü keep their form, as fzf leaves them.
        #expect(Self.lines(try SearchFilterTests.filter("--filter foo", input: input)) == [])
        #expect(Self.lines(try SearchFilterTests.filter("--filter lu", input: input)) == [])
    }

    @Test func smartCaseHoldsForCyrillicLetters() throws {
        let input = Self.input(["строКА1", "СТРОКА2", "строка3", "Строка4"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter С", input: input)) == ["СТРОКА2", "Строка4"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter с", input: input)) == ["строКА1", "СТРОКА2", "строка3", "Строка4"])
    }

    @Test func tiesGoToTheShorterLineCountedWithoutWhiteSpaceAtItsEnds() throws {
        let input = Self.input(["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter o", input: input))
            == ["  xxxxoxxx", "xxxxoxxxx", "xxxxxoxxx", "xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx"])
    }

    @Test func aTightMatchBeatsALooseOneAndEqualOnesGoByLengthThenInputOrder() throws {
        let input = Self.input(["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter oo", input: input))
            == ["xxxxoxox", "  xxoxoxxx", "xxxoxoxxx", "xxoxxxoxx", "xoxxxxxox", "xoxxxxxoxx"])
    }

    @Test func equalMatchesAfterADelimiterGoByTheLengthOfTheLine() throws {
        let input = Self.input(["1:hell", "123:hello", "12345:he", "1234567:h"])
        #expect(Self.lines(try SearchFilterTests.filter("--filter h", input: input)) == ["1:hell", "12345:he", "123:hello", "1234567:h"])
    }
}
