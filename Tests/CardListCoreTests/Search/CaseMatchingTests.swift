import Testing
@testable import CardListCore
@testable import Search
@testable import CardListOptions

/// `-i`, `--no-ignore-case` and `--smart-case`: whether letter case counts in a query term.
@Suite struct CaseMatchingTests {
    @Test func smartCaseIgnoresCaseUntilATermHasAnUpperCaseLetter() {
        let lower = Matcher(query: "abc")
        #expect(lower.matches("Abc") && lower.matches("abc"))
        let upper = Matcher(query: "Abc")
        #expect(upper.matches("Abc") && !upper.matches("abc"))
    }

    @Test func ignoreCaseMatchesAnUpperCaseQueryInALowerCaseName() {
        let matcher = Matcher(query: "Abc", caseMatching: .ignore)
        #expect(matcher.matches("abc") && matcher.matches("ABC"))
        #expect(Matcher(query: "'Ab !XY", caseMatching: .ignore).matches("xxab"))
        #expect(!Matcher(query: "'Ab !XY", caseMatching: .ignore).matches("abxy"))
    }

    @Test func noIgnoreCaseKeepsALowerCaseQueryFromAnUpperCaseName() {
        let matcher = Matcher(query: "abc", caseMatching: .respect)
        #expect(matcher.matches("abc") && !matcher.matches("Abc"))
        #expect(!Matcher(query: "^ab", caseMatching: .respect).matches("ABc"))
    }

    @Test func theCaseOptionsReachTheSearchSettings() throws {
        #expect(try SearchSettings(options: Options.parse(["-i"], environment: [:])).caseMatching == .ignore)
        #expect(try SearchSettings(options: Options.parse(["--ignore-case"], environment: [:])).caseMatching == .ignore)
        #expect(try SearchSettings(options: Options.parse(["--no-ignore-case"], environment: [:])).caseMatching == .respect)
        #expect(try SearchSettings(options: Options.parse(["-i", "--smart-case"], environment: [:])).caseMatching == .smart)
        #expect(try SearchSettings(options: Options.parse([], environment: [:])).caseMatching == .smart)
        // The last one given wins, as in fzf.
        #expect(try SearchSettings(options: Options.parse(["--no-ignore-case", "-i"], environment: [:])).caseMatching == .ignore)
    }
}
