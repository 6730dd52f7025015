/// Where a row should appear when scrolled to, as in SwiftUI's `scrollTo(_:anchor:)`.
///
/// A row taller than the viewport lines up the same point: `.top` shows its top,
/// `.bottom` its bottom and `.center` its middle.
public enum ScrollAnchor: String, Hashable, Sendable, CaseIterable {
    /// The row's top at the top of the viewport.
    case top
    /// The row's middle at the middle of the viewport.
    case center
    /// The row's bottom at the bottom of the viewport.
    case bottom
    /// The least scrolling that shows the row whole, keeping the scroll-off margin; a row
    /// taller than the viewport is scrolled the least that makes it fill the viewport.
    case nearest
}
