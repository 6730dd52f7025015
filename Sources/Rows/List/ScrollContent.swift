/// The rows a ``Viewport`` scrolls over: how many there are, the id of each position and
/// how tall a row is at a width.
///
/// The viewport asks only for the rows it shows or moves across, and caches their heights
/// per width by id, so a content of a million rows costs no more per scroll than one of ten.
public protocol ScrollContent {
    /// What identifies a row across changes of position (a filter, say).
    associatedtype ID: Hashable

    /// How many rows there are.
    var count: Int { get }

    /// The id of the row at `position` (`0 ..< count`).
    func id(at position: Int) -> ID

    /// The lines the row at `position` takes when drawn `width` columns wide.
    func height(ofRowAt position: Int, width: Int) -> Int

    /// The height every row has at any width, when they all have one (one-line rows);
    /// nil when each row is measured. The viewport then neither measures nor caches.
    var uniformRowHeight: Int? { get }
}

extension ScrollContent {
    /// Rows are measured one by one unless the content says they all have one height.
    public var uniformRowHeight: Int? { nil }
}
