import Rows
import Search

/// The items a ``ListState`` shows, as it reaches them: how many have been read, how tall an
/// item's row is at a width, the search over them and the type-ahead jump's scan and index.
///
/// The state never holds the items and never asks for more of them than the rows it shows
/// or moves across; the search and the jump's scan are the product's own, over the stored
/// items (``ShownItems`` is what the app gives).
///
///     var state = ListState(screenSize: Size(width: 80, height: 24))
///     state.handle(.key(.down), at: now, in: shownItems)
public protocol ListItems {
    /// How many items have been read so far (may grow while loading).
    var count: Int { get }

    /// The lines item `item`'s row takes drawn `width` columns wide. Asked only for rows
    /// shown or moved across, and cached per width by the state.
    func height(ofItem item: Int, width: Int) -> Int

    /// The items of `scope` that match `matcher`, best first when `sorted` and the query
    /// ranks (else in input order, reversed for `--tac`).
    func search(_ matcher: Matcher, in scope: FilterScope, sorted: Bool) -> [RankedMatch]

    /// The first item of `range` whose folded name starts with the folded `prefix`: the
    /// jump's scan of the items its name index does not cover yet.
    func firstItem(withFoldedPrefix prefix: String, in range: Range<Int>) -> Int?

    /// The sorted names for the jump, once built in the background; nil until then (the
    /// jump scans instead).
    var nameIndex: NameIndex? { get }

    /// The height every item's row has at any width, when they all have one (the line
    /// style); nil when each is measured.
    var uniformRowHeight: Int? { get }
}

extension ListItems {
    /// Each item's row is measured unless the items say they all have one height.
    public var uniformRowHeight: Int? { nil }
}
