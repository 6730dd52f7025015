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
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        // Only the part inside the clip is visited: a card may be far taller than the screen.
        let visible = clip.intersection(bounds)
        let xs = max(rect.x + 1, visible.x)..<max(max(rect.x + 1, visible.x), min(right, visible.maxX))
        let ys = max(rect.y + 1, visible.y)..<max(max(rect.y + 1, visible.y), min(bottom, visible.maxY))
        guard border.isNarrow else {
            put(border.topLeft, x: rect.x, y: rect.y, style: style)
            put(border.topRight, x: right, y: rect.y, style: style)
            put(border.bottomLeft, x: rect.x, y: bottom, style: style)
            put(border.bottomRight, x: right, y: bottom, style: style)
            for x in xs {
                put(border.top, x: x, y: rect.y, style: style)
                put(border.bottom, x: x, y: bottom, style: style)
            }
            for y in ys {
                put(border.left, x: rect.x, y: y, style: style)
                put(border.right, x: right, y: y, style: style)
            }
            return
        }
        // One-column glyphs (every frame Rows draws) are written into the cells in one
        // pass, each checked against the visible part alone: a small picture's frame cost
        // more than its caption when each cell was put on its own.
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            func place(_ glyph: Glyph, _ x: Int, _ y: Int) {
                guard x >= visible.x, x < visible.maxX, y >= visible.y, y < visible.maxY else { return }
                Self.set(Cell(glyph: glyph, style: style), x: x, index: y * width + x, width: width, in: cells)
            }
            place(border.topLeft, rect.x, rect.y)
            place(border.topRight, right, rect.y)
            place(border.bottomLeft, rect.x, bottom)
            place(border.bottomRight, right, bottom)
            for x in xs {
                place(border.top, x, rect.y)
                place(border.bottom, x, bottom)
            }
            for y in ys {
                place(border.left, rect.x, y)
                place(border.right, right, y)
            }
        }
    }
}
