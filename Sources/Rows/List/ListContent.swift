/// The rows a ``List`` shows: how many there are, the id and the row at each position, and
/// (when the content can find one) the position of an id.
///
/// A list builds only the rows it shows or scrolls across, so the content may be an array
/// (``ArrayContent``, what `List(items) { … }` makes), a million items read lazily or a
/// database cursor: nothing in a list asks for every row.
///
///     struct Squares: ListContent {
///         var count: Int { 1_000_000 }
///         func id(at position: Int) -> Int { position }
///         func row(at position: Int) -> any RowPart { Text("\(position * position)") }
///         func position(of id: Int) -> Int? { (0..<count).contains(id) ? id : nil }
///     }
///     var list = List(Squares(), height: 10)
///     list.scrollTo(500_000, anchor: .center, width: 40)
public protocol ListContent {
    /// What identifies a row across changes of position (a filter, say).
    associatedtype ID: Hashable

    /// How many rows there are.
    var count: Int { get }

    /// The id of the row at `position` (`0 ..< count`).
    func id(at position: Int) -> ID

    /// The row drawn at `position` (`0 ..< count`); a list measures it too, so its height
    /// must not depend on whether it is selected.
    func row(at position: Int) -> any RowPart

    /// The position of the row with `id`, if there is one; scrolling to an id costs what
    /// this costs. The default finds none: give it when the content can find an id.
    func position(of id: ID) -> Int?

    /// The position of the row given `id` with `.id(_:)`, for a ``ScrollViewProxy``'s
    /// requests; the default finds none.
    func position(ofExplicitID id: AnyHashable) -> Int?

    /// The lines the row at `position` takes drawn `width` columns wide in `environment`
    /// (unselected); the default measures ``row(at:)`` as the list draws it. A content that
    /// knows its heights without building rows gives them here.
    func height(ofRowAt position: Int, width: Int, in environment: RowEnvironment) -> Int

    /// Whether a row that does not show selection itself is drawn in the `▶`/`✓` gutter
    /// (as ``RowPart/inGutter()``); the default is true, false for rows that draw their own.
    var addsSelectionGutter: Bool { get }

    /// The height every row has at any width and in any environment, when they all have
    /// one (one-line rows); nil when each row is measured.
    var uniformRowHeight: Int? { get }
}

extension ListContent {
    public func position(of id: ID) -> Int? { nil }

    /// Rows are measured one by one unless the content says they all have one height.
    public var uniformRowHeight: Int? { nil }

    public func position(ofExplicitID id: AnyHashable) -> Int? { nil }

    public func height(ofRowAt position: Int, width: Int, in environment: RowEnvironment) -> Int {
        listDrawn(row(at: position), inGutter: addsSelectionGutter).height(forWidth: width, in: environment)
    }

    public var addsSelectionGutter: Bool { true }
}

/// A list's content as the viewport sees it: each row measured as it is drawn in
/// `environment` (unselected, with the selection gutter).
struct MeasuredContent<Content: ListContent>: ScrollContent {
    var content: Content
    /// What rows are measured in: the list's environment, unselected.
    var environment: RowEnvironment

    var count: Int { content.count }

    func id(at position: Int) -> Content.ID { content.id(at: position) }

    func height(ofRowAt position: Int, width: Int) -> Int {
        content.height(ofRowAt: position, width: width, in: environment)
    }

    var uniformRowHeight: Int? { content.uniformRowHeight }

    /// The row drawn at `position`.
    func row(at position: Int) -> any RowPart {
        listDrawn(content.row(at: position), inGutter: content.addsSelectionGutter)
    }

}

/// `part` as a list draws it: in the selection gutter unless it shows selection itself or
/// the content adds no gutter.
func listDrawn(_ part: any RowPart, inGutter: Bool) -> any RowPart {
    inGutter && !part.showsSelection ? AnyRowPart(part).inGutter() : part
}
