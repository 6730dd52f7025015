/// Where a part shorter than its row sits: at the top, in the middle or at the bottom.
public enum VerticalAlignment: Hashable, Sendable {
    case top
    case center
    case bottom

    /// The row offset of something `height` rows tall inside `containerHeight` rows;
    /// never negative (a part taller than its container starts at the top and is clipped).
    ///
    ///     VerticalAlignment.center.offset(forHeight: 1, in: 4)  // 1
    public func offset(forHeight height: Int, in containerHeight: Int) -> Int {
        let room = max(0, containerHeight - max(0, height))
        switch self {
        case .top: return 0
        case .center: return room / 2
        case .bottom: return room
        }
    }
}
