import Testing
@testable import Items

/// The engine's work grows with the text times the expression, never exponentially: it
/// counts the threads it adds, and these tests bound that count.
@Suite struct PatternComplexityTests {
    /// The matches of `pattern` in `text` and the steps the search took.
    private func run(_ pattern: String, _ text: [UInt8]) throws -> (matches: [Range<Int>], steps: Int, size: Int) {
        let program = try PatternProgram(pattern)
        var matcher = PatternMatcher(program)
        var found: [Range<Int>] = []
        text.withUnsafeBufferPointer { text in matcher.forEachMatch(in: text) { found.append($0) } }
        return (found, matcher.steps, program.instructions.count)
    }

    @Test(arguments: ["(a*)*b", "(a|aa)*c", "(a+)+$x", "(.*a){12}z", "(a|a)*b"])
    func aPatternThatMakesBacktrackersExplodeTakesLinearSteps(_ pattern: String) throws {
        let text = Array(repeating: UInt8(ascii: "a"), count: 20_000)
        let (matches, steps, size) = try run(pattern, text)
        #expect(matches.isEmpty)
        #expect(steps <= (text.count + 1) * size, "\(steps) steps for \(text.count) bytes and \(size) instructions")
    }

    @Test func theClassicNestedOptionalPatternMatchesInLinearSteps() throws {
        // (a?){n}a{n} on n a's: 2^n paths for a backtracker.
        let n = 40
        let text = Array(repeating: UInt8(ascii: "a"), count: n)
        let (matches, steps, size) = try run("(a?){\(n)}a{\(n)}", text)
        #expect(matches == [0..<n])
        #expect(steps <= (n + 1) * size)
    }
}
