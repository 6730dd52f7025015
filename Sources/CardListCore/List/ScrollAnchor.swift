/// Where a card should appear when scrolled to, as in SwiftUI's `scrollTo(_:anchor:)`.
public enum ScrollAnchor: String, Hashable, Sendable, CaseIterable {
    /// The card's top at the top of the viewport.
    case top
    /// The card in the middle of the viewport (its top when taller than the viewport).
    case center
    /// The card's bottom at the bottom of the viewport.
    case bottom
    /// The least scrolling that shows the card whole, keeping the scroll-off margin.
    case nearest
}
