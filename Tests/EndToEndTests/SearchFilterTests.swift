import Foundation
import Testing

/// `--filter` as fzf's own filter tests use it: the same behaviours, our words; and the
/// extended syntax compared with `fzf --filter` itself when it is installed.
@Suite struct SearchFilterTests {
    /// `seq 1 n` as lines.
    static func numbers(_ count: Int) -> [UInt8] {
        Array((1...count).map { "\($0)\n" }.joined().utf8)
    }

    static func filter(_ arguments: String, input: [UInt8]) throws -> ShellCommand {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        return try ShellCommand.run("\"$cardlist\" \(arguments) < input.txt", files: ["input.txt": input])
    }

    static func lines(_ run: ShellCommand) -> [String] {
        run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func termsAreAndedAndADollarAnchorsTheEnd() throws {
        #expect(Self.lines(try Self.filter("--filter '1 00$'", input: Self.numbers(100))) == ["100"])
    }

    @Test func exactMatchingFindsOnlyRuns() throws {
        #expect(Self.lines(try Self.filter("--filter 13", input: Self.numbers(123))).count == 4)
        #expect(Self.lines(try Self.filter("--filter 13 -e", input: Self.numbers(123))).count == 2)
        #expect(Self.lines(try Self.filter("--filter 13 --exact", input: Self.numbers(123))).count == 2)
    }

    @Test func aBarMatchesEitherSideAndKeepsTheRanking() throws {
        #expect(Self.lines(try Self.filter("--filter '1 | 5'", input: Self.numbers(10))) == ["1", "5", "10"])
        #expect(Self.lines(try Self.filter("--filter '1 | !1'", input: Self.numbers(10))) == ["1", "10", "2", "3", "4", "5", "6", "7", "8", "9"])
    }

    @Test func smartCaseIsDecidedTermByTerm() throws {
        #expect(Self.lines(try Self.filter("--filter 'foo Fbar'", input: Array("Foo bar\n".utf8))) == ["Foo bar"])
    }

    @Test func noMatchExits1WithNothingPrintedSortedOrNot() throws {
        for options in ["", "--no-sort"] {
            let found = try Self.filter("--filter foo \(options)", input: Array("foo\n".utf8))
            #expect(found.status == 0)
            #expect(found.output == "foo\n")
            let none = try Self.filter("--filter bar \(options)", input: Array("foo\n".utf8))
            #expect(none.status == 1)
            #expect(none.output == "")
        }
    }

    @Test func aVeryLongLineIsMatchedAndPrintedWhole() throws {
        let line = String(repeating: ".", count: 256 * 1024)
        let run = try Self.filter("--filter .", input: Array((line + "\n").utf8))
        #expect(run.output == line + "\n")
    }

    @Test func escapedSpacesAndMetaCharactersInTerms() throws {
        let input = Array(["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"].map { $0 + "\n" }.joined().utf8)
        #expect(Self.lines(try Self.filter("--filter 'foo bar'", input: input)).count == 6)
        #expect(Self.lines(try Self.filter("--filter '^foo bar$'", input: input)).count == 5)
        #expect(Self.lines(try Self.filter("--filter 'foo\\ bar'", input: input)) == ["foo bar"])
        #expect(Self.lines(try Self.filter("--filter '^foo\\ bar$'", input: input)) == ["foo bar"])
        #expect(Self.lines(try Self.filter("--filter '!^foo\\ bar$'", input: input)).count == 5)
    }

    @Test func accentsAndCaseAreSmart() throws {
        let input = Array("a\ná\nA\nÁ\n".utf8)
        #expect(Self.lines(try Self.filter("--filter a", input: input)) == ["a", "á", "A", "Á"])
        #expect(Self.lines(try Self.filter("--filter á", input: input)) == ["á", "Á"])
        #expect(Self.lines(try Self.filter("--filter A", input: input)) == ["A", "Á"])
        #expect(Self.lines(try Self.filter("--filter Á", input: input)) == ["Á"])
    }

    @Test func tiesGoToTheShorterLineThenInputOrder() throws {
        let input = Array(["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"].map { $0 + "\n" }.joined().utf8)
        #expect(Self.lines(try Self.filter("--filter foobar", input: input)) == ["----foobar--", "-----foobar---", "-------foobar-", "--foobar--------"])
        #expect(Self.lines(try Self.filter("--filter foobar --no-sort", input: input)) == ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"])
    }

    @Test func boundaryMatchesRankWhiteSpaceAndDelimitersBeforeUnderscores() throws {
        let input = Array(["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"].map { $0 + "\n" }.joined().utf8)
        #expect(Self.lines(try Self.filter("--filter \"'xyz'\"", input: input)) == [" xyz ", "/xyz/", "[xyz]", "-xyz-", "-xyz_", "_xyz-", "_xyz_"])
    }

    @Test func read0RecordsAreMatchedWhole() throws {
        let input = Array("./a\0./b/c\0./b/c d\0".utf8)
        let run = try Self.filter("--read0 --style line -e --filter '^./b/c$'", input: input)
        #expect(run.output == "./b/c\n")
    }

    @Test func printQueryPrintsTheQueryFirst() throws {
        let run = try Self.filter("--print-query --filter 'b'", input: Array("alpha\nbeta\n".utf8))
        #expect(run.output == "b\nbeta\n")
        let none = try Self.filter("--print-query --filter 'zz'", input: Array("alpha\n".utf8))
        #expect(none.output == "zz\n")
        #expect(none.status == 1)
    }

    @Test func searchFieldsLimitTheFilter() throws {
        let input = Array("{\"name\":\"Latte\",\"summary\":\"milk\"}\n{\"name\":\"Mocha\",\"tags\":[\"milk\"]}\n".utf8)
        #expect(Self.lines(try Self.filter("--input jsonl --filter milk", input: input)).count == 2)
        #expect(Self.lines(try Self.filter("--input jsonl --search name,tags --filter milk", input: input)) == ["Mocha"])
        let bad = try Self.filter("--search colour --filter milk", input: input)
        #expect(bad.status == 2)
    }

    /// The set of lines each query keeps, ours and fzf's, over the same generated lines.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fzf"), "fzf is not installed"))
    func extendedSyntaxKeepsTheSameLinesAsFzf() throws {
        var random = SeededWords(seed: 42)
        let lines = (0..<3000).map { _ in random.line() }
        let input = Array(lines.map { $0 + "\n" }.joined().utf8)
        let queries = ["ab", "Ab", "a b", "'ab", "^ab", "ab$", "^ab$", "!ab", "!^a", "!b$", "ab | cd", "ab | !c", "a\\ b",
                       "'ab cd", "é", "e", "É", "ab !'cd", "^a !b$ c", "x-y", "x_y", "'x/y", "q | ^z | y$", "1 2", "ob cu"]
        for query in queries {
            let quoted = "'" + query.replacingOccurrences(of: "'", with: "'\\''") + "'"
            let ours = try ShellCommand.run("\"$cardlist\" --style line --filter \(quoted) < input.txt | sort", files: ["input.txt": input])
            let theirs = try ShellCommand.run("fzf --filter \(quoted) < input.txt | sort", files: ["input.txt": input])
            #expect(ours.output == theirs.output, "\(query)")
        }
    }
}

/// Lines of short random words with accents, separators and capitals, from a seed.
struct SeededWords {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func line() -> String {
        let pieces = ["ab", "cd", "a", "b", "c", "é", "É", "e", "x", "y", "z", "q", "o", "u", "1", "2", "-", "_", "/", " ", " ", "A", "B"]
        return (0..<(3 + next(9))).map { _ in pieces[next(pieces.count)] }.joined()
    }
}
