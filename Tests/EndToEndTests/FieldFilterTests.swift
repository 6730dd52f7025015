import Foundation
import Testing

/// `--delimiter`, `--nth`, `--with-nth` and `--accept-nth` through `--filter`: the lines
/// printed and the exit code. Each expected output was worked out by hand from fzf's field
/// rules and is what fzf 0.74 prints for the same command line.
@Suite struct FieldFilterTests {
    private static func input(_ lines: [String]) -> [UInt8] {
        Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    private static func printed(_ arguments: String, _ lines: [String]) throws -> (lines: [String], status: Int32) {
        let run = try SearchFilterTests.filter(arguments, input: input(lines))
        return (SearchFilterTests.lines(run), run.status)
    }

    @Test func nthSearchesOnlyTheFieldGiven() throws {
        // x is in field 2 only in "a:x"; "x:a" has it in field 1.
        let run = try Self.printed("-d : --nth 2 --filter x", ["x:a", "a:x", "b:b"])
        #expect(run.lines == ["a:x"])
        #expect(run.status == 0)
    }

    @Test func nthRangesCountFromEitherEnd() throws {
        let lines = ["x:a:b", "a:x:b", "a:b:x"]
        #expect(try Self.printed("-d : --nth 2.. --filter x", lines).lines == ["a:x:b", "a:b:x"])
        #expect(try Self.printed("-d : --nth ..-2 --filter x", lines).lines == ["x:a:b", "a:x:b"])
        #expect(try Self.printed("-d : --nth -1 --filter x", lines).lines == ["a:b:x"])
        #expect(try Self.printed("-d : --nth 1,3 --filter x", lines).lines == ["x:a:b", "a:b:x"])
    }

    @Test func defaultFieldsAreWordsWithTheirBlanks() throws {
        #expect(try Self.printed("--nth 2 --filter q", ["q  one", "one  q", "two z"]).lines == ["one  q"])
        // Leading blanks belong to no field: "aced" is the second field of "  sp  aced".
        #expect(try Self.printed("-n 2 --filter aced", ["  sp  aced  words", "aced sp"]).lines == ["  sp  aced  words"])
    }

    @Test func aFieldNoLineHasMatchesNothing() throws {
        let run = try Self.printed("-d : --nth 5 --filter a", ["a:b", "a"])
        #expect(run.lines == [])
        #expect(run.status == 1)
    }

    @Test func anEndAnchorSeesTheLastFieldWithoutItsDelimiter() throws {
        #expect(try Self.printed("-d : --nth 2 --filter 'y$'", ["x:y:", "y:x:", "y"]).lines == ["x:y:"])
    }

    @Test func aRegularExpressionDelimiterSplitsAtEachMatch() throws {
        #expect(try Self.printed("-d '[:]+' --accept-nth 2 --filter bar", ["foo::bar:baz"]).lines == ["bar"])
        #expect(try Self.printed("-d '[:]+' --nth 2 --filter baz", ["foo::bar:baz", "baz::x"]).lines == [])
    }

    @Test func aRegularExpressionDelimiterSplitsAsFzfDoes() throws {
        // fzf 0.74 prints "b" and "" here: `x*` matches the empty text before each character.
        #expect(try Self.printed("-d '\\s*->\\s*' --accept-nth 2 --filter ''", ["a -> b->c"]).lines == ["b"])
        #expect(try Self.printed("-d 'x*' --accept-nth 1 --filter ''", ["ab"]).lines == [""])
    }

    @Test func aDelimiterExpressionTheEngineLacksIsAnErrorNamingItsColumn() throws {
        let run = try SearchFilterTests.filter("-d 'a|\\pL' --filter x", input: Self.input(["a"]))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "cardlist: --delimiter 'a|\\pL': a Unicode class (\\p) is not supported (column 3)\n")
    }

    @Test func withNthSearchesWhatIsShownAndPrintsTheWholeLine() throws {
        #expect(try Self.printed("-d : --with-nth 2 --filter x", ["x:a", "a:x"]).lines == ["a:x"])
        // Fields shown apart are joined: "a:b:c" shows "ca:", which has "ca".
        #expect(try Self.printed("-d : --with-nth 3,1 --filter ca", ["a:b:c", "c:b:a"]).lines == ["a:b:c"])
    }

    @Test func withNthLeavesEveryOutputTheWholeLine() throws {
        let lines = ["a:b"]
        #expect(try Self.printed("-d : --with-nth 2 --output json --filter b", lines).lines == [#"{"name":"a:b"}"#])
        #expect(try Self.printed("-d : --with-nth 2 --output line --filter b", lines).lines == ["a:b"])
    }

    @Test func nthCountsTheFieldsShownByWithNth() throws {
        // Shown: "b c" and "y z"; their first field is "b " and "y ".
        #expect(try Self.printed("--with-nth 2.. --nth 1 --filter y", ["a b c", "x y z", "y q q"]).lines == ["x y z"])
    }

    @Test func acceptNthPrintsTheFieldsLessTheLastDelimiter() throws {
        #expect(try Self.printed("-d : --accept-nth 2 --filter a", ["a:one:z", "b:two:a"]).lines == ["one", "two"])
        let lines = ["ID1:John:Dev", "ID2:Jane:Boss"]
        #expect(try Self.printed("-d : --with-nth 2 --accept-nth 1 --filter John", lines).lines == ["ID1"])
        #expect(try Self.printed("-d : --with-nth 2 --accept-nth 1,3 --filter Jane", lines).lines == ["ID2:Boss"])
        #expect(try Self.printed("--accept-nth 1,3 --filter ''", ["a  b  c  d"]).lines == ["a  c"])
    }

    @Test func acceptNthNamesPrintColumnsOfTSV() throws {
        let tsv = Self.input(["name\tversion\tarch", "bash\t5.2\tamd64", "zsh\t5.9\tarm64"])
        let run = try SearchFilterTests.filter("--input tsv --accept-nth arch,name --filter zsh", input: tsv)
        #expect(SearchFilterTests.lines(run) == ["arm64\tzsh"])
    }

    @Test func nthNamesSearchOnlyThoseFieldsOfJSON() throws {
        let json = Array(#"[{"name": "Latte", "summary": "milk"}, {"name": "milk tea", "summary": "tea"}]"#.utf8)
        let run = try SearchFilterTests.filter("--input json --nth summary --filter milk", input: json)
        #expect(SearchFilterTests.lines(run) == ["Latte"])
    }

    @Test(arguments: ["--nth 0", "--nth x..", "--with-nth ..0", "--accept-nth 1..2..3", "--nth x"])
    func aBadFieldListIsOneLineAndExit2(_ arguments: String) throws {
        let run = try SearchFilterTests.filter("\(arguments) --filter a", input: Self.input(["a"]))
        #expect(run.status == 2)
        #expect(run.output == "")
        let option = String(arguments.split(separator: " ")[0])
        #expect(run.stderr.hasPrefix("cardlist: \(option) expects field numbers"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("(see --help)\n"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }
}

/// fzf's templates through `--filter`.
@Suite struct FieldTemplateFilterTests {
    @Test func acceptNthFillsInATemplateCountingHeaderLinesInN() throws {
        let run = try SearchFilterTests.filter("--header-lines 1 --accept-nth '{n}:{2}' --filter ''", input: Array("h x\na b\nc d\n".utf8))
        #expect(SearchFilterTests.lines(run) == ["1:b", "2:d"])
    }

    @Test func withNthTemplateIsWhatIsSearched() throws {
        let input = Array("a:b:c\nc:b:a\n".utf8)
        #expect(SearchFilterTests.lines(try SearchFilterTests.filter("-d : --with-nth '{3} <{1}>' --filter \"'c <a>\"", input: input)) == ["a:b:c"])
    }
}
