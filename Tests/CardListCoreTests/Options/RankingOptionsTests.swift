import Testing
@testable import CardListCore
@testable import Search
@testable import CardListOptions

/// `--tiebreak`, `--scheme`, `--tac` and `--literal` as the command line gives them.
@Suite struct RankingOptionsTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func tiebreakTakesACommaSeparatedList() throws {
        #expect(try Options.parse(["--tiebreak=begin,length"]).tiebreaks == [.begin, .length])
        #expect(try Options.parse(["--tiebreak", "end"]).tiebreaks == [.end])
        #expect(try Options.parse(["--tiebreak=chunk,pathname,index"]).tiebreaks == [.chunk, .pathname])
        #expect(try Options.parse(["--tiebreak=index"]).tiebreaks == [])
        #expect(try Options.parse(["--tiebreak=LENGTH"]).tiebreaks == [.length])
        #expect(try Options.parse([]).tiebreaks == [.length])
    }

    @Test func aBadTiebreakNamesTheOptionAndPointsAtHelp() {
        #expect(message(["--tiebreak=nonsense"])
            == "--tiebreak expects criteria from length, chunk, pathname, begin, end or index, got 'nonsense' (see --help)")
        #expect(message(["--tiebreak=length,length"]) == "--tiebreak names 'length' twice (see --help)")
        #expect(message(["--tiebreak=index,length"]) == "--tiebreak takes index only as its last criterion, got 'index,length' (see --help)")
        #expect(message(["--tiebreak=length,begin,end,chunk"])
            == "--tiebreak takes at most 3 criteria besides index, got 'length,begin,end,chunk' (see --help)")
        #expect(message(["--tiebreak="]) != nil)
        #expect(message(["--tiebreak=length,"]) != nil)
    }

    @Test func aSchemeSetsItsTiebreaksAndTheLastOptionWins() throws {
        let path = try Options.parse(["--scheme=path"])
        #expect(path.scheme == .path && path.tiebreaks == [.pathname, .length])
        #expect(try Options.parse(["--scheme=history"]).tiebreaks == [])
        // As in fzf, a later --tiebreak replaces the scheme's criteria, and a later --scheme
        // the --tiebreak's; the scheme's bonuses stay.
        let both = try Options.parse(["--scheme=path", "--tiebreak=index"])
        #expect(both.scheme == .path && both.tiebreaks == [])
        #expect(try Options.parse(["--tiebreak=begin", "--scheme=default"]).tiebreaks == [.length])
    }

    @Test func aBadSchemeNamesTheChoicesAndPointsAtHelp() {
        #expect(message(["--scheme=files"]) == "--scheme expects default, path or history, got 'files' (see --help)")
    }

    @Test func tacAndLiteralAreFlags() throws {
        let options = try Options.parse(["--tac", "--literal"])
        #expect(options.tac && options.literal)
        #expect(try Options.parse([]).tac == false)
        #expect(message(["--tac=1"]) == "--tac takes no value (see --help)")
    }

    @Test func theSettingsCarryThemToTheMatcher() throws {
        let options = try Options.parse(["--tac", "--literal", "--scheme=path", "--tiebreak=end"])
        let matcher = SearchSettings(options: options).matcher(for: "ab")
        #expect(matcher.reversesInput && matcher.scheme == .path && matcher.tiebreaks == [.end])
        #expect(matcher.query.positiveTerms.allSatisfy { $0.isAccentSensitive })
    }
}
