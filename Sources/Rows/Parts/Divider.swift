/// A horizontal rule across the width offered, after SwiftUI's `Divider` between rows of a
/// stack: `─` (`-` in ASCII), dim, one row.
///
///     VStack(alignment: .leading) { Text("Marnixplein"); Divider(); Text("Elandsgracht") }
public struct Divider: RowPart, Hashable, Sendable {
    public init() {}

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: width > 0 ? 1 : 0)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let glyph = Glyph(unchecked: environment.charset == .ascii ? "-" : "─", width: 1)
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height)),
                    with: glyph, style: environment.displayed(Style(.dim)))
    }
}
