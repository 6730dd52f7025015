/// Where a part narrower than its container sits: at the leading edge, in the middle or at
/// the trailing edge.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing

    /// The column offset of something `width` columns wide inside `containerWidth` columns;
    /// never negative.
    ///
    ///     HorizontalAlignment.trailing.offset(forWidth: 3, in: 10)  // 7
    public func offset(forWidth width: Int, in containerWidth: Int) -> Int {
        let room = max(0, containerWidth - max(0, width))
        switch self {
        case .leading: return 0
        case .center: return room / 2
        case .trailing: return room
        }
    }
}

/// A horizontal and a vertical alignment together, for ``RowPart/frame(width:height:alignment:)``.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
