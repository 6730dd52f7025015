/// Any part as a list row: the selection gutter (`▶` current, `✓` marked)
/// on the leading side, then the part in the remaining columns. The marker sits on the
/// part's middle row.
///
///     LabeledContent("Balance", value: "12.00 EUR").inGutter()
///     // ▶ Balance      12.00 EUR
///
/// ``ListItem`` draws the same gutter itself; this gives the composition parts
/// (``Label``, ``LabeledContent``, ``TagRow`` …) the same selection look when they are rows.
public struct GutterRow<Content: RowPart>: RowPart {
    public var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard width > 0 else { return .zero }
        let gutter = SelectionGutter.width(in: environment)
        let inner = content.size(forWidth: max(0, width - gutter), in: environment)
        // The gutter's row is drawn even when the content has no room left.
        return Size(width: min(width, gutter + inner.width), height: max(1, inner.height))
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard rect.width > 0, rect.height > 0 else { return }
        let gutter = min(SelectionGutter.width(in: environment), rect.width)
        // The marker sits on the content's middle row (its first row when that is even).
        let height = content.size(forWidth: rect.width - gutter, in: environment).height
        SelectionGutter.draw(into: &canvas, x: rect.x, y: rect.y + max(0, height - 1) / 2, width: gutter, environment: environment)
        content.draw(into: &canvas, in: Rect(x: rect.x + gutter, y: rect.y, width: rect.width - gutter, height: rect.height),
                     environment: environment)
    }
}

extension RowPart {
    /// This part as a list row with the selection gutter on its leading side.
    public func inGutter() -> GutterRow<Self> {
        GutterRow(self)
    }
}

extension GutterRow: Equatable where Content: Equatable {}
extension GutterRow: Hashable where Content: Hashable {}
extension GutterRow: Sendable where Content: Sendable {}
