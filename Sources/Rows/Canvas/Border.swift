/// The eight glyphs of a rectangular frame.
public struct Border: Hashable, Sendable {
    public var topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight: Glyph

    init(_ corners: String, _ horizontal: String, _ vertical: String) {
        let c = corners.map { Glyph(unchecked: String($0), width: 1) }
        let h = Glyph(unchecked: horizontal, width: 1)
        let v = Glyph(unchecked: vertical, width: 1)
        (topLeft, topRight, bottomLeft, bottomRight) = (c[0], c[1], c[2], c[3])
        (top, bottom, left, right) = (h, h, v, v)
    }

    /// `╭─╮ │ ╰─╯`
    public static let rounded = Border("╭╮╰╯", "─", "│")
    /// `┌─┐ │ └─┘`
    public static let square = Border("┌┐└┘", "─", "│")
    /// `┏━┓ ┃ ┗━┛`
    public static let heavy = Border("┏┓┗┛", "━", "┃")
    /// `╔═╗ ║ ╚═╝`
    public static let double = Border("╔╗╚╝", "═", "║")
    /// `+-+ | +-+`
    public static let ascii = Border("++++", "-", "|")
    /// `#=# # #=#`, the ASCII frame of a selected card.
    public static let asciiHeavy = Border("####", "=", "#")
}

extension Border {
    /// Whether every glyph is one column wide, as in every frame above.
    var isNarrow: Bool {
        topLeft.width == 1 && top.width == 1 && topRight.width == 1 && left.width == 1 && right.width == 1
            && bottomLeft.width == 1 && bottom.width == 1 && bottomRight.width == 1
    }
}

extension Canvas {
    /// Draws `border` around the edge of `rect` (nothing when it is narrower or shorter than 2).
    ///
    /// - Complexity: O(*w* + *h*) for the part of `rect` inside the clip, whatever its size.
    public mutating func drawBorder(_ border: Border, in rect: Rect, style: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        // Only the part inside the clip is visited: a card may be far taller than the screen.
        let visible = clip.intersection(bounds)
        guard border.isNarrow else {
            Self.forEachCell(of: border, in: rect, visible: visible) { put($0, x: $1, y: $2, style: style) }
            return
        }
        // One-column glyphs (every frame Rows draws) are written into the cells in one
        // pass, each checked against the visible part alone: a small picture's frame cost
        // more than its caption when each cell was put on its own.
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            Self.forEachCell(of: border, in: rect, visible: visible) { glyph, x, y in
                guard x >= visible.x, x < visible.maxX, y >= visible.y, y < visible.maxY else { return }
                Self.set(Cell(glyph: glyph, style: style), x: x, index: y * width + x, width: width, in: cells)
            }
        }
    }

    /// Calls `body` with each glyph of `border` around `rect` and its column and row: the
    /// corners, then the top and bottom edges, then the sides (the order matters where wide
    /// glyphs overlap), the edges only where they cross `visible`.
    private static func forEachCell(of border: Border, in rect: Rect, visible: Rect, _ body: (Glyph, Int, Int) -> Void) {
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        body(border.topLeft, rect.x, rect.y)
        body(border.topRight, right, rect.y)
        body(border.bottomLeft, rect.x, bottom)
        body(border.bottomRight, right, bottom)
        let firstX = max(rect.x + 1, visible.x), firstY = max(rect.y + 1, visible.y)
        for x in firstX..<max(firstX, min(right, visible.maxX)) {
            body(border.top, x, rect.y)
            body(border.bottom, x, bottom)
        }
        for y in firstY..<max(firstY, min(bottom, visible.maxY)) {
            body(border.left, rect.x, y)
            body(border.right, right, y)
        }
    }
}
