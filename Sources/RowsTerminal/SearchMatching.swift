/// How a search field's query matches an item's text, ignoring case either way.
public enum SearchMatching: Hashable, Sendable, CaseIterable {
    /// The query appears in the text as written: `"wok"` matches `"GET WOKE BLEND"`.
    case substring
    /// The query's characters appear in the text in order, with anything between them, as
    /// in fzf: `"gwb"` matches `"GET WOKE BLEND"`.
    case subsequence

    /// Whether `text` matches `query`; both are already lower-cased.
    ///
    /// - Complexity: O(*text*) for a subsequence; a substring search may cost more for
    ///   queries that keep almost matching.
    func matches(_ text: String, query: String) -> Bool {
        if query.isEmpty { return true }
        switch self {
        case .substring:
            return Self.contains(text, query)
        case .subsequence:
            var wanted = query.makeIterator()
            var next = wanted.next()
            for character in text where character == next {
                next = wanted.next()
                if next == nil { return true }
            }
            return false
        }
    }

    /// Whether `query` (not empty) occurs in `text`, compared by characters (without the
    /// standard library's string-processing module, which would link a regular-expression
    /// engine into the binary).
    private static func contains(_ text: String, _ query: String) -> Bool {
        var rest = text[...]
        while !rest.isEmpty {
            if rest.hasPrefix(query) { return true }
            rest = rest.dropFirst()
        }
        return false
    }
}
