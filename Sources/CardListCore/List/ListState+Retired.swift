import Search

extension ListState {
    /// Frees the result lists the state has let go of (replaced matches, queries the filter
    /// cache dropped), unless something else still holds them.
    ///
    /// A list of many matches owns megabytes, and freeing them unmaps memory, which can take
    /// half a millisecond or more. So the state holds on to what it drops, and the app calls
    /// this when the person pauses, instead of paying between a key and its frame.
    public mutating func releaseRetiredResults() {
        retiredResults.removeAll()
    }

    /// Whether the state holds result lists it let go of.
    public var hasRetiredResults: Bool { !retiredResults.isEmpty }

    /// How many of ``retiredResults`` are kept at most when ``releaseRetiredResults()`` is
    /// not called in time (keys coming faster than the pause): past it the oldest are freed
    /// at once.
    static let retiredLimit = 16
    /// How many matches ``retiredResults`` hold at most together (16 bytes or so each).
    static let retiredMatchLimit = 1_000_000

    /// Holds `lists` until ``releaseRetiredResults()``.
    mutating func retire(_ lists: [MatchList]) {
        guard !lists.isEmpty else { return }
        retiredResults.append(contentsOf: lists)
        var matchCount = retiredResults.reduce(0) { $0 + $1.count }
        var dropped = 0
        while retiredResults.count - dropped > Self.retiredLimit || (matchCount > Self.retiredMatchLimit && dropped < retiredResults.count - 1) {
            matchCount -= retiredResults[dropped].count
            dropped += 1
        }
        retiredResults.removeFirst(dropped)
    }
}
