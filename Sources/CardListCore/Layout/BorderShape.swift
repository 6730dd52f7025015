import Rows

/// The line `--border` draws around the list, with fzf's names: a full frame in one of four
/// looks, or only some of its edges.
///
///     BorderShape(rawValue: "horizontal")?.edges   // [.top, .bottom]
public enum BorderShape: String, Hashable, Sendable, CaseIterable {
    case rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right, none

    /// One side of the frame.
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let bottom = Edges(rawValue: 2)
        public static let left = Edges(rawValue: 4)
        public static let right = Edges(rawValue: 8)
        public static let all: Edges = [.top, .bottom, .left, .right]
    }

    /// The shape a bare `--border` draws, as in fzf.
    public static let standard = BorderShape.rounded

    /// The sides this shape draws a line on.
    public var edges: Edges {
        switch self {
        case .rounded, .sharp, .bold, .double: .all
        case .horizontal: [.top, .bottom]
        case .vertical: [.left, .right]
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .none: []
        }
    }

    /// The glyphs the lines are drawn with: ASCII `+-|` when `charset` has no box drawing.
    public func glyphs(charset: Charset) -> Border {
        guard charset.repertoire != .ascii else { return .ascii }
        switch self {
        case .sharp: return .square
        case .bold: return .heavy
        case .double: return .double
        default: return .rounded
        }
    }
}
