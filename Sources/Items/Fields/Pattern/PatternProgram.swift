/// A regular expression compiled for ``PatternMatcher``: a Thompson automaton as a list of
/// instructions, each thread of the matcher at one of them.
///
///     let program = try PatternProgram(PatternParser.parse("a+|b"))
///
/// An instruction that consumes a scalar, or asserts, goes on to the next one; `split`
/// tries its first target before its second (that order makes matching leftmost-first,
/// as Go's).
struct PatternProgram: Sendable {
    /// The most instructions a program may have (repetitions are counted out:
    /// `a{1000}` is a thousand).
    static let sizeLimit = 20_000

    enum Instruction: Hashable, Sendable {
        /// Consume one scalar in `sets[index]`.
        case scalars(Int)
        /// Go on at the first target, and with lower priority at the second.
        case split(Int, Int)
        /// Go on at the target.
        case jump(Int)
        /// Go on only where the position meets the condition.
        case assert(PatternAssertion)
        /// A match ends here.
        case match
    }

    private(set) var instructions: [Instruction] = []
    /// The scalar sets of `.scalars` instructions.
    private(set) var sets: [ScalarSet] = []
    /// Whether every match starts at the start of the text.
    let isAnchoredAtTextStart: Bool

    /// The program for `node`.
    ///
    /// - Throws: ``PatternSyntaxError/Problem/tooLarge`` past ``sizeLimit`` instructions.
    init(_ node: PatternNode) throws(PatternSyntaxError) {
        isAnchoredAtTextStart = node.isAnchoredAtTextStart
        try emit(node)
        try append(.match)
    }

    /// The program for the expression `source`.
    init(_ source: String) throws(PatternSyntaxError) {
        try self.init(PatternParser.parse(source))
    }

    private mutating func append(_ instruction: Instruction) throws(PatternSyntaxError) {
        guard instructions.count < Self.sizeLimit else { throw PatternSyntaxError(.tooLarge, column: 1) }
        instructions.append(instruction)
    }

    /// Appends the instructions of `node`, which go on to the instruction after them.
    private mutating func emit(_ node: PatternNode) throws(PatternSyntaxError) {
        switch node {
        case .empty:
            break
        case .scalars(let set):
            if let index = sets.firstIndex(of: set) {
                try append(.scalars(index))
            } else {
                sets.append(set)
                try append(.scalars(sets.count - 1))
            }
        case .assertion(let assertion):
            try append(.assert(assertion))
        case .sequence(let parts):
            for part in parts { try emit(part) }
        case .choice(let alternatives):
            try emitChoice(alternatives[...])
        case .repetition(let body, let minimum, let maximum, let greedy):
            if let maximum {
                for _ in 0..<minimum { try emit(body) }
                try emitOptional(body, count: maximum - minimum, greedy: greedy)
            } else if minimum > 0 {
                // `x{2,}` is `x` then `x+`: the last required copy loops back to itself.
                for _ in 1..<minimum { try emit(body) }
                let loop = instructions.count
                try emit(body)
                let split = instructions.count
                try append(greedy ? .split(loop, split + 1) : .split(split + 1, loop))
            } else {
                try emitStar(body, greedy: greedy)
            }
        }
    }

    /// `alternatives[0] | alternatives[1] | …`.
    private mutating func emitChoice(_ alternatives: ArraySlice<PatternNode>) throws(PatternSyntaxError) {
        guard alternatives.count > 1, let first = alternatives.first else {
            if let only = alternatives.first { try emit(only) }
            return
        }
        let split = instructions.count
        try append(.split(split + 1, 0))
        try emit(first)
        let jump = instructions.count
        try append(.jump(0))
        instructions[split] = .split(split + 1, instructions.count)
        try emitChoice(alternatives.dropFirst())
        instructions[jump] = .jump(instructions.count)
    }

    /// `body*` (greedy) or `body*?`.
    private mutating func emitStar(_ body: PatternNode, greedy: Bool) throws(PatternSyntaxError) {
        let split = instructions.count
        try append(.split(0, 0))
        try emit(body)
        try append(.jump(split))
        instructions[split] = greedy ? .split(split + 1, instructions.count) : .split(instructions.count, split + 1)
    }

    /// Up to `count` more copies of `body`, each tried only after the one before matched
    /// (`(x(x(x)?)?)?`).
    private mutating func emitOptional(_ body: PatternNode, count: Int, greedy: Bool) throws(PatternSyntaxError) {
        var splits: [Int] = []
        for _ in 0..<count {
            splits.append(instructions.count)
            try append(.split(0, 0))
            try emit(body)
        }
        let end = instructions.count
        for split in splits {
            instructions[split] = greedy ? .split(split + 1, end) : .split(end, split + 1)
        }
    }
}
