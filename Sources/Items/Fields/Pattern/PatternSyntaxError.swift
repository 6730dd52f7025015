/// Why a regular expression is not one cardlist can match, and where.
public struct PatternSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// Not a regular expression in Go's (RE2's) syntax either: `reason` says why. fzf
        /// takes such a `--delimiter` as plain text, and so does cardlist.
        case invalid(String)
        /// Valid in Go's syntax, but `feature` is one cardlist's engine does not have.
        case unsupported(String)
        /// The expression compiles to more than ``PatternProgram/sizeLimit`` instructions.
        case tooLarge
    }

    public var problem: Problem
    /// Where, in Unicode scalars from 1.
    public var column: Int

    public init(_ problem: Problem, column: Int) {
        self.problem = problem
        self.column = column
    }

    /// Whether the text is no regular expression at all (rather than one cardlist cannot
    /// match).
    public var isInvalid: Bool {
        if case .invalid = problem { return true }
        return false
    }

    /// What is wrong and the column, without the expression (the caller quotes it).
    public var description: String {
        switch problem {
        case .invalid(let reason): "\(reason) at column \(column)"
        case .unsupported(let feature): "\(feature) is not supported (column \(column))"
        case .tooLarge: "the expression is too large (more than \(PatternProgram.sizeLimit) steps once repetitions are counted out, column \(column))"
        }
    }
}
