/// A query in the extended search syntax fzf users type: space-separated terms that must
/// all match; `'word` exact, `'word'` exact at word boundaries, `^word` prefix, `word$`
/// suffix, `^word$` the whole text, `!word` excludes (exact; `!'word` fuzzy), `a | b`
/// either; `\ ` is a space inside a term. With `exact`, every term is exact and `'`
/// makes one fuzzy.
///
///     SearchQuery("^caf !decaf latte | mocha").groups.count  // 3
public struct SearchQuery: Hashable, Sendable {
    /// Groups of alternatives: an item matches when every group has a term that matches.
    public var groups: [[SearchTerm]] {
        didSet { positiveTerms = Self.positiveTerms(of: groups) }
    }

    /// The terms that do not exclude, which give the score and the highlights.
    public private(set) var positiveTerms: [SearchTerm] = []

    /// The query `query`; `normalizes` false makes every term accent-sensitive (`--literal`).
    public init(_ query: String, exact: Bool = false, caseMatching: CaseMatching = .smart, normalizes: Bool = true) {
        groups = []
        if let plain = Self.plainTerm(query, exact: exact, caseMatching: caseMatching, normalizes: normalizes) {
            // One word with no operator (what typing a name gives): no splitting needed.
            groups = [[plain]]
            positiveTerms = [plain]
            return
        }
        var group: [SearchTerm] = []
        var afterBar = false
        for token in Self.tokens(of: query) {
            if token == "|", !group.isEmpty, !afterBar {
                afterBar = true
                continue
            }
            if let term = Self.term(token, exact: exact, caseMatching: caseMatching, normalizes: normalizes) {
                if !afterBar, !group.isEmpty {
                    groups.append(group)
                    group = []
                }
                group.append(term)
            }
            afterBar = false
        }
        if !group.isEmpty { groups.append(group) }
        positiveTerms = Self.positiveTerms(of: groups)
    }

    /// Whether the query has no terms (everything matches, in input order).
    public var isEmpty: Bool { groups.isEmpty }

    private static func positiveTerms(of groups: [[SearchTerm]]) -> [SearchTerm] {
        groups.flatMap { $0 }.filter { !$0.isInverse }
    }

    /// The one term of a query that is a single word of letters and digits (ASCII), else nil.
    static func plainTerm(_ query: String, exact: Bool, caseMatching: CaseMatching = .smart, normalizes: Bool = true) -> SearchTerm? {
        guard !query.isEmpty, query.utf8.allSatisfy({ byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }) else { return nil }
        return SearchTerm(query, kind: exact ? .exact : .fuzzy, caseMatching: caseMatching, normalizes: normalizes)
    }

    /// The query split at unescaped spaces; `\ ` is a space inside a token (any other
    /// backslash is itself).
    static func tokens(of query: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(query.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == " " {
                current.append(" ")
                index += 2
                continue
            }
            if scalar == " " || scalar == "\t" {
                if !current.isEmpty { tokens.append(String(current)) }
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
            index += 1
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    /// The term a token stands for, or nil when nothing is left of it.
    static func term(_ token: String, exact: Bool, caseMatching: CaseMatching = .smart, normalizes: Bool = true) -> SearchTerm? {
        var text = Substring(token)
        var kind: SearchTerm.Kind = exact ? .exact : .fuzzy
        var inverse = false
        if text.hasPrefix("!") {
            inverse = true
            kind = .exact
            text = text.dropFirst()
        }
        if text != "$", text.hasSuffix("$") {
            kind = .suffix
            text = text.dropLast()
        }
        if text.count > 2, text.hasPrefix("'"), text.hasSuffix("'") {
            kind = .exactBoundary
            text = text.dropFirst().dropLast()
        } else if text.hasPrefix("'") {
            // A quote flips exactness.
            kind = !exact && !inverse ? .exact : .fuzzy
            text = text.dropFirst()
        } else if text.hasPrefix("^") {
            kind = kind == .suffix ? .equal : .prefix
            text = text.dropFirst()
        }
        guard !text.isEmpty else { return nil }
        return SearchTerm(String(text), kind: kind, isInverse: inverse, caseMatching: caseMatching, normalizes: normalizes)
    }
}
