/// Finds the item `--select NAME` means, over items as they are read: an exact name first,
/// then a name that starts with NAME, then a name with a word that starts with NAME, the
/// first of each kind in input order; case and accents are ignored throughout.
///
///     var search = SelectionSearch("latte")
///     search.consider(0..<3) { ["Espresso", "Latte macchiato", "Caffè latte"][$0] }
///     search.best  // 1: "Latte macchiato" starts with it
public struct SelectionSearch: Hashable, Sendable {
    /// How well a name matches, best first.
    public enum Rank: Int, Hashable, Sendable, Comparable {
        case exact, prefix, wordPrefix

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The text looked for, as given.
    public let query: String
    private let folded: String
    private var foundItem: Int?
    private var foundRank: Rank?

    public init(_ query: String) {
        self.query = query
        folded = NameFolding.fold(query)
    }

    /// The best item so far.
    public var best: Int? { foundItem }

    /// Whether no later item can do better (an exact name was found).
    public var isSettled: Bool { foundRank == .exact }

    /// How `name` matches, or `nil` when it does not.
    public func rank(of name: String) -> Rank? {
        let name = NameFolding.fold(name)
        if name == folded { return .exact }
        if name.hasPrefix(folded) { return .prefix }
        guard !folded.isEmpty else { return nil }
        var previous: Character?
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            let startsWord = previous.map { !($0.isLetter || $0.isNumber) } ?? true
            if startsWord, character.isLetter || character.isNumber, name[index...].hasPrefix(folded) { return .wordPrefix }
            previous = character
            index = name.index(after: index)
        }
        return nil
    }

    /// Looks at the items of `range` (read after those looked at before); returns whether
    /// the best item changed.
    ///
    /// - Complexity: O(*k*) names for *k* items, none once an exact name was found.
    @discardableResult
    public mutating func consider(_ range: Range<Int>, name: (Int) -> String) -> Bool {
        var changed = false
        for item in range {
            if isSettled { break }
            guard let rank = rank(of: name(item)) else { continue }
            if foundRank.map({ rank < $0 }) ?? true {
                foundItem = item
                foundRank = rank
                changed = true
            }
        }
        return changed
    }
}
