import Testing
@testable import Items

/// What the parser accepts, what is no regular expression in Go's syntax (fzf then takes
/// the text as it is), and what cardlist cannot match (an error with the column).
@Suite struct PatternParserTests {
    private func problem(_ pattern: String) -> PatternSyntaxError? {
        do {
            _ = try PatternProgram(pattern)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["a(", "a)", "*a", "a|+", "a**", "a+*", "a{2}{3}", "[z-a]", "[a", "\\1", "\\8", "\\", "a{1001}", "a{3,2}", "\\xZ1", "(?z)", "(?P<>a)", "[a-\\d]", "\\Z", "\\C", "[[:nope:]]"])
    func textThatIsNoRegularExpressionInGoIsInvalid(_ pattern: String) throws {
        let error = try #require(problem(pattern))
        #expect(error.isInvalid, "\(pattern): \(error)")
    }

    @Test(arguments: ["(?:a|b)+", "(?P<x>a)", "(?<x>a)", "(?i)a", "(?i-s:a.)", "a{1000}", "\\01", "[[:alpha:]_]", "x{", "{", "a{,3}", "()", "a||b", "^*", "[^]]", "[\\d-z]", "\\Q(\\E"])
    func validExpressionsParse(_ pattern: String) {
        #expect(problem(pattern) == nil, "\(pattern)")
    }

    @Test func aUnicodeClassIsUnsupportedAtItsColumn() throws {
        #expect(problem("ab\\pL") == PatternSyntaxError(.unsupported("a Unicode class (\\p)"), column: 3))
        #expect(problem("[x\\P{Greek}]") == PatternSyntaxError(.unsupported("a Unicode class (\\P)"), column: 3))
    }

    @Test func anExpressionTooLargeOnceCountedOutIsAnError() {
        #expect(problem("(a{1000}){1000}")?.problem == .tooLarge)
    }

    @Test func theInvalidColumnPointsAtTheMistake() {
        #expect(problem("ab[z-a]")?.column == 4)
        #expect(problem("ab(c")?.column == 3)
    }

    @Test func deepNestingIsInvalidNotACrash() {
        let deep = String(repeating: "(", count: 1001) + "a" + String(repeating: ")", count: 1001)
        #expect(problem(deep)?.isInvalid == true)
        let fine = String(repeating: "(", count: 200) + "a" + String(repeating: ")", count: 200)
        #expect(problem(fine) == nil)
    }
}
