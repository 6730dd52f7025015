/// The queries of earlier runs (`--history FILE`), oldest first, and where recalling them
/// stands: Ctrl-P puts the one before in the query line, Ctrl-N the one after, as fzf's
/// `previous-history` and `next-history` do.
///
/// One place past the newest entry is the query being typed: Ctrl-N from the newest entry
/// gives it back. Recall stops at either end (the oldest entry stays; past the newest, the
/// query being typed stays). An entry edited and then left keeps its edit while the list is
/// open, so going back to it finds the edit; the file only ever gains the query chosen.
///
///     var history = QueryHistory(["latte", "mocha"])
///     history.recall(-1, replacing: "fl")   // "mocha"
///     history.recall(-1, replacing: "mocha")   // "latte"
///     history.recall(1, replacing: "latte")    // "mocha"
///     history.recall(1, replacing: "mocha")    // "fl"
public struct QueryHistory: Hashable, Sendable {
    /// The queries as read, oldest first.
    public let entries: [String]
    /// The entry the query line shows: an index into ``entries``, or `entries.count` for
    /// the query being typed.
    public private(set) var position: Int
    /// Queries edited while recalled (and the query being typed, at `entries.count`), by position.
    private var edits: [Int: String] = [:]

    /// A history of `entries`, oldest first, recall starting after the newest.
    public init(_ entries: [String]) {
        self.entries = entries
        position = entries.count
    }

    /// Moves `step` entries (-1 older, 1 newer, stopping at either end) and returns the
    /// query there; `current` is the query line's text now, kept for coming back.
    ///
    /// - Complexity: O(1).
    public mutating func recall(_ step: Int, replacing current: String) -> String {
        edits[position] = current
        position = max(0, min(position + step, entries.count))
        return edits[position] ?? entries[position]
    }
}
