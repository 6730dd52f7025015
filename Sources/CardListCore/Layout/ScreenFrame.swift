import Rows

/// What surrounds the list on the screen, from the outside in, as fzf draws it: the
/// `--margin`, the `--border` line (with a blank column inside a left or right line), and the
/// `--padding`. The list is laid out in ``contentRect(in:)`` only, so that its state, its
/// drawing and its mouse positions agree on one smaller screen.
///
///     let frame = ScreenFrame(border: .rounded, margin: .zero, padding: .zero)
///     frame.contentRect(in: Size(width: 20, height: 6))   // x 2, y 1, 16 × 4
public struct ScreenFrame: Hashable, Sendable {
    public var border: BorderShape
    public var margin: EdgeSpacing
    public var padding: EdgeSpacing

    public init(border: BorderShape = .none, margin: EdgeSpacing = .zero, padding: EdgeSpacing = .zero) {
        self.border = border
        self.margin = margin
        self.padding = padding
    }

    /// Whether the list takes the whole screen (nothing to draw around it).
    public var isEmpty: Bool { self == ScreenFrame() }

    /// The rectangle the border's lines are drawn on: the screen less the margin.
    func borderRect(in size: Size) -> Rect {
        inset(Rect(x: 0, y: 0, width: size.width, height: size.height), by: margin.insets(in: size))
    }

    /// Where the list goes on a screen of `size` (empty when the frame leaves no room).
    public func contentRect(in size: Size) -> Rect {
        let edges = border.edges
        let line = (top: edges.contains(.top) ? 1 : 0, right: edges.contains(.right) ? 2 : 0,
                    bottom: edges.contains(.bottom) ? 1 : 0, left: edges.contains(.left) ? 2 : 0)
        return inset(inset(borderRect(in: size), by: line), by: padding.insets(in: size))
    }

    /// Draws the border of a screen of `size` into `canvas` (the margin and the padding stay blank).
    public func drawBorder(into canvas: inout Canvas, charset: Charset, style: Style = .plain) {
        let rect = borderRect(in: Size(width: canvas.width, height: canvas.height))
        let edges = border.edges
        guard !edges.isEmpty, !rect.isEmpty else { return }
        let glyphs = border.glyphs(charset: charset)
        if edges == .all {
            canvas.drawBorder(glyphs, in: rect, style: style)
            return
        }
        for x in rect.x..<rect.maxX {
            if edges.contains(.top) { canvas.put(glyphs.top, x: x, y: rect.y, style: style) }
            if edges.contains(.bottom) { canvas.put(glyphs.bottom, x: x, y: rect.maxY - 1, style: style) }
        }
        for y in rect.y..<rect.maxY {
            if edges.contains(.left) { canvas.put(glyphs.left, x: rect.x, y: y, style: style) }
            if edges.contains(.right) { canvas.put(glyphs.right, x: rect.maxX - 1, y: y, style: style) }
        }
    }

    /// `rect` less `insets`, never narrower or lower than nothing.
    private func inset(_ rect: Rect, by insets: (top: Int, right: Int, bottom: Int, left: Int)) -> Rect {
        let width = max(0, rect.width - insets.left - insets.right)
        let height = max(0, rect.height - insets.top - insets.bottom)
        return Rect(x: rect.x + min(insets.left, rect.width), y: rect.y + min(insets.top, rect.height), width: width, height: height)
    }
}

extension ScreenFrame {
    /// `event` as the list inside the frame sees it on a screen of `size`: a new size is the
    /// content's, and a mouse position counts from the content's corner. A click outside the
    /// content (on the border, margin or padding) is nil: it hits no row.
    public func translated(_ event: InputEvent, screen size: Size) -> InputEvent? {
        guard !isEmpty else { return event }
        switch event {
        case let .resize(width, height):
            let content = contentRect(in: Size(width: width, height: height))
            return .resize(width: content.width, height: content.height)
        case var .mouse(mouse):
            let content = contentRect(in: size)
            if mouse.kind == .click || mouse.kind == .doubleClick,
               !(content.x..<content.maxX).contains(mouse.x) || !(content.y..<content.maxY).contains(mouse.y) {
                return nil
            }
            mouse.x -= content.x
            mouse.y -= content.y
            return .mouse(mouse)
        default:
            return event
        }
    }
}
