/// Scrolls a ``List`` to items by id at the width it is drawn, as SwiftUI's
/// `ScrollViewReader` does: its closure gets a ``ScrollViewProxy`` whose
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` brings an item's row into view.
///
///     ScrollViewReader(List(coffees, height: 10) { CoffeeRow($0) }) { proxy in
///         proxy.scrollTo("Flat White", anchor: .center)
///     }
///
/// The reader is itself a row part: it measures and draws as its list, scrolled.
public struct ScrollViewReader<Item: Identifiable>: RowPart {
    /// The list before scrolling.
    public var list: List<Item>
    /// What to scroll to, run each time the reader is laid out at a width.
    public var scroll: (inout ScrollViewProxy<Item>) -> Void

    /// A reader scrolling `list` with `scroll`.
    public init(_ list: List<Item>, scroll: @escaping (inout ScrollViewProxy<Item>) -> Void) {
        self.list = list
        self.scroll = scroll
    }

    /// The list after ``scroll`` ran at `width`.
    public func scrolledList(width: Int) -> List<Item> {
        var proxy = ScrollViewProxy(list, width: width)
        scroll(&proxy)
        return proxy.list
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        list.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        scrolledList(width: rect.width).render(into: &canvas, in: rect, environment: environment)
    }
}

/// Scrolls a list by item id at a known width: what a ``ScrollViewReader`` hands its closure.
public struct ScrollViewProxy<Item: Identifiable> {
    /// The list as scrolled so far.
    public private(set) var list: List<Item>
    /// The width the list's rows are measured at.
    public let width: Int

    /// A proxy for `list` drawn `width` columns wide.
    public init(_ list: List<Item>, width: Int) {
        self.list = list
        self.width = max(0, width)
    }

    /// Scrolls so the item with `id` shows at `anchor`; ``ScrollAnchor/nearest`` (the
    /// default) scrolls the least that shows it. Does nothing for an unknown id.
    public mutating func scrollTo(_ id: Item.ID, anchor: ScrollAnchor = .nearest) {
        list.scrollTo(id, anchor: anchor, width: width)
    }
}
