import Search

/// The items the filter leaves visible, in the order shown, as a collection: reading one
/// ranks the matches only as far as it (see ``MatchList``), and comparing with `nil` costs
/// nothing.
///
///     state.filteredItems == nil       // every item is visible
///     state.filteredItems?.first       // the best match
public struct FilteredItems: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral, Sendable {
    let list: MatchList

    init(_ list: MatchList) {
        self.list = list
    }

    /// Items in this order (each ranked by its place).
    public init(arrayLiteral items: Int...) {
        list = MatchList(RankedResults(ordered: items.map { RankedMatch(item: $0, score: 0, length: 0) }))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { list.count }

    public subscript(position: Int) -> Int { list[position] }

    public static func == (lhs: FilteredItems, rhs: FilteredItems) -> Bool {
        lhs.list === rhs.list || lhs.elementsEqual(rhs)
    }
}
