/// The results of the last few filter queries, so Backspace shows an earlier query's
/// matches again without searching every item.
package struct FilterCache: Sendable {
    /// One query's results, valid while no item has been added since.
    struct Entry: Sendable {
        var query: String
        var itemCount: Int
        var ranked: MatchList
    }

    private var entries: [Entry] = []
    /// How many queries are kept.
    static let capacity = 8
    /// Results longer than this are not kept (a million matches would cost 16 MB each):
    /// a query that matches so much is a short one, quick to search again.
    static let largestKept = 100_000

    package init() {}

    /// The results of `query` over `itemCount` items, if kept.
    package func results(for query: String, itemCount: Int) -> MatchList? {
        entries.last { $0.query == query && $0.itemCount == itemCount }?.ranked
    }

    /// Keeps `ranked` as the results of `query` over `itemCount` items, dropping the oldest;
    /// returns the results it no longer keeps.
    @discardableResult
    package mutating func store(_ ranked: MatchList, for query: String, itemCount: Int) -> [MatchList] {
        var dropped = entries.filter { $0.query == query }.map(\.ranked)
        entries.removeAll { $0.query == query }
        guard ranked.count <= Self.largestKept else { return dropped }
        entries.append(Entry(query: query, itemCount: itemCount, ranked: ranked))
        if entries.count > Self.capacity { dropped.append(entries.removeFirst().ranked) }
        return dropped
    }

    /// Forgets every query; returns the results it kept.
    @discardableResult
    package mutating func removeAll() -> [MatchList] {
        defer { entries.removeAll() }
        return entries.map(\.ranked)
    }
}
