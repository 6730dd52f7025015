/// Where each of a ``MatchList``'s matches stands in it, by item: an array over the items'
/// range when the matches are many for it, a dictionary when they are few.
///
/// Two matches among a million items would otherwise cost a 4 MB array of zeros: its
/// page faults when it is made, and its unmapping when it is freed, each a good part of a
/// millisecond on the key that does it.
struct MatchPositions: Sendable {
    /// The items at or past this are not matches.
    let upperBound: Int
    private var dense: [Int32] = []
    private var sparse: [Int: Int32] = [:]
    private let isDense: Bool

    /// An index for `matchCount` matches, each below `upperBound`, none placed yet.
    init(matchCount: Int, upperBound: Int) {
        self.upperBound = max(0, upperBound)
        isDense = matchCount >= self.upperBound / Self.densestSparse
        if isDense {
            dense = [Int32](repeating: 0, count: self.upperBound)
        } else {
            sparse.reserveCapacity(matchCount)
        }
    }

    /// Matches fewer than the range over this take the dictionary.
    static let densestSparse = 32

    /// Whether the matches are kept in an array over the items' range.
    var isArray: Bool { isDense }

    /// What is recorded for `item`: its position plus one, -1 for a match not ranked yet,
    /// 0 for an item that is not a match (or not recorded).
    subscript(item: Int) -> Int32 {
        get {
            guard item >= 0, item < upperBound else { return 0 }
            return isDense ? dense[item] : sparse[item] ?? 0
        }
        set {
            guard item >= 0, item < upperBound else { return }
            if isDense { dense[item] = newValue } else { sparse[item] = newValue }
        }
    }
}
