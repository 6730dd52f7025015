import Foundation
import Testing

/// `--tiebreak`, `--scheme`, `--tac` and `--literal` through `--filter`, each expected
/// output checked against fzf 0.74 on the same lines.
@Suite struct SearchOrderFzfTests {
    private func filter(_ arguments: String, _ lines: [String]) throws -> [String] {
        SearchFilterTests.lines(try SearchFilterTests.filter(arguments, input: SearchFilterFzfTests.input(lines)))
    }

    @Test func eachTiebreakOrdersEqualMatchesAsFzfDoes() throws {
        #expect(try filter("--tiebreak=end --filter ab", ["zabzzzabz", "zzabzabzz"]) == ["zabzzzabz", "zzabzabzz"])
        #expect(try filter("--tiebreak=chunk --filter ab", ["xxxxab y", "zab yyyyyy"]) == ["zab yyyyyy", "xxxxab y"])
        #expect(try filter("--tiebreak=pathname --filter ab", ["qab/x/y", "x/y/qqab"]) == ["x/y/qqab", "qab/x/y"])
        #expect(try filter("--tiebreak=pathname --filter ab", ["q/zzab", "qq/zab"]) == ["qq/zab", "q/zzab"])
        #expect(try filter("--tiebreak=begin,length --filter ab", ["zzab", "zabzzz", "zabz"]) == ["zabz", "zabzzz", "zzab"])
        #expect(try filter("--tiebreak=length,begin --filter ab", ["zzab", "zabzzz", "zabz"]) == ["zabz", "zzab", "zabzzz"])
    }

    @Test func theSchemesScoreAndBreakTiesAsFzfsDo() throws {
        #expect(try filter("--scheme=path --filter x", ["xylo/other/a.c", "src/lib/x.c"]) == ["src/lib/x.c", "xylo/other/a.c"])
        #expect(try filter("--filter x", ["xylo/other/a.c", "src/lib/x.c"]) == ["xylo/other/a.c", "src/lib/x.c"])
        #expect(try filter("--scheme=path --tiebreak=index --filter ab", ["qq:ab", "qq/ab"]) == ["qq/ab", "qq:ab"])
        #expect(try filter("--tiebreak=index --filter ab", ["qq:ab", "qq/ab"]) == ["qq:ab", "qq/ab"])
        #expect(try filter("--scheme=history --filter ab", ["qq-ab", "qq_ab"]) == ["qq-ab", "qq_ab"])
        let history = ["git commit -m long message", "git co", "git checkout main"]
        #expect(try filter("--scheme=history --filter 'git c'", history) == history)
    }

    @Test func tacReversesTheInputAndTheTies() throws {
        #expect(try filter("--tac --filter ab", ["xab1", "xab2", "ab", "xab3"]) == ["ab", "xab3", "xab2", "xab1"])
        #expect(try filter("--tac --filter '!b'", ["a", "b", "c"]) == ["c", "a"])
        // Over many chunks of input: the last line read comes first.
        let all = try SearchFilterTests.filter("--tac --filter ''", input: SearchFilterTests.numbers(100_000))
        let lines = SearchFilterTests.lines(all)
        #expect(lines.count == 100_000 && lines.first == "100000" && lines[1] == "99999" && lines.last == "1")
        let ranked = try SearchFilterTests.filter("--tac --filter 99", input: SearchFilterTests.numbers(100_000))
        #expect(Array(SearchFilterTests.lines(ranked).prefix(5)) == ["99", "999", "998", "997", "996"])
    }

    @Test func tacWithNoSortGivesTheReverseInputOrder() throws {
        // fzf 0.74 ranks here anyway (its --filter sorts when --tac is given); cardlist keeps
        // what --no-sort means, as fzf's interactive list does.
        let run = try SearchFilterTests.filter("--tac --no-sort --filter 99", input: SearchFilterTests.numbers(100_000))
        #expect(Array(SearchFilterTests.lines(run).prefix(3)) == ["99999", "99998", "99997"])
        #expect(SearchFilterTests.lines(run).last == "99")
    }

    @Test func literalKeepsAccentsApartAsFzfDoes() throws {
        let lines = ["café", "cafe", "CAFÉ"]
        #expect(try filter("--filter cafe", lines) == ["café", "cafe", "CAFÉ"])
        #expect(try filter("--literal --filter cafe", lines) == ["cafe"])
        #expect(try filter("--literal --filter café", lines) == ["café", "CAFÉ"])
        let none = try SearchFilterTests.filter("--literal --filter cafe", input: SearchFilterFzfTests.input(["café"]))
        #expect(none.output == "" && none.status == 1)
    }

    @Test func aBadTiebreakOrSchemeExitsTwoWithOneLine() throws {
        for arguments in ["--tiebreak=nonsense", "--tiebreak=index,length", "--scheme=files"] {
            let run = try SearchFilterTests.filter("\(arguments) --filter a", input: SearchFilterFzfTests.input(["a"]))
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasSuffix("(see --help)\n"), "\(run.stderr)")
        }
    }

    @Test func printFollowsTac() throws {
        let run = try SearchFilterTests.filter("--print --color never --width 20 --tac --query a", input: SearchFilterFzfTests.input(["1a", "2", "3a"]))
        #expect(run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["3a", "1a"])
    }
}
