/// The edges of a rectangle, as a set, for ``RowPart/padding(_:_:)``.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.horizontal, .vertical]
}

/// Cells of room on each edge of a part.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int, leading: Int, bottom: Int, trailing: Int

    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = max(0, top)
        self.leading = max(0, leading)
        self.bottom = max(0, bottom)
        self.trailing = max(0, trailing)
    }

    /// `length` on each edge in `edges`, 0 on the others.
    public init(_ edges: Edges, _ length: Int) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// A part with empty room around it, after SwiftUI's `.padding(…)`.
public struct Padding<Content: RowPart>: RowPart {
    public var content: Content
    public var insets: EdgeInsets

    public init(_ content: Content, insets: EdgeInsets) {
        self.content = content
        self.insets = insets
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let horizontal = insets.leading + insets.trailing
        guard width > 0 else { return .zero }
        let inner = content.size(forWidth: max(0, width - horizontal), in: environment)
        return Size(width: min(width, inner.width + horizontal), height: inner.height + insets.top + insets.bottom)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        content.draw(into: &canvas, in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
                     environment: environment)
    }

    public var decorativeRowsBelow: Int { insets.bottom == 0 ? content.decorativeRowsBelow : 0 }
    public var showsSelection: Bool { content.showsSelection }
}

extension RowPart {
    /// This part with `length` cells of room on each of `edges`. Without arguments: one
    /// column on the leading and trailing edges (a terminal row has no room to spare for
    /// a blank line above and below; ask for `.vertical` explicitly).
    ///
    ///     Label("Walk 10 minutes", icon: .walk).padding()           // 1 column each side
    ///     TagRow(tags).padding(.vertical, 1)                         // a blank row above and below
    public func padding(_ edges: Edges = .horizontal, _ length: Int = 1) -> Padding<Self> {
        Padding(self, insets: EdgeInsets(edges, length))
    }

    /// This part with `length` cells of room on every edge.
    public func padding(_ length: Int) -> Padding<Self> {
        Padding(self, insets: EdgeInsets(.all, length))
    }

    /// This part with the given room on each edge.
    public func padding(_ insets: EdgeInsets) -> Padding<Self> {
        Padding(self, insets: insets)
    }
}

extension Padding: Sendable where Content: Sendable {}
