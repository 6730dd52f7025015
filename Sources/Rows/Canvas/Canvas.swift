/// A grid of cells that rows draw into: the off-screen picture of a terminal.
///
/// Drawing clips at the canvas edges and at ``clip``, and never traps, at any size
/// including 0×0. A wide glyph takes two cells; one that would straddle an edge is drawn
/// as a space, and overwriting half of a wide glyph blanks its other half.
public struct Canvas: Hashable, Sendable {
    /// Columns, never negative.
    public let width: Int
    /// Rows, never negative.
    public let height: Int
    /// The cells row by row: the cell at (`x`, `y`) is `cells[y * width + x]`.
    public internal(set) var cells: [Cell]
    /// Drawing outside this rectangle is ignored. Starts as the whole canvas.
    public var clip: Rect

    /// A canvas of `width`×`height` cells (negative sizes are 0), each set to `fill`.
    ///
    /// A fill that is not one narrow glyph (a wide glyph, or the right half of one) would
    /// break the grid; a space in its style is used instead.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        let fill = fill.glyph?.width == 1 ? fill : Cell(glyph: .space, style: fill.style)
        cells = Self.cells(repeating: fill, count: self.width * self.height)
        clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
    }

    /// `count` copies of `cell`: the first one stored, then copied in blocks that double
    /// (a cell holds no reference, so a block is copied as plain memory), which took a
    /// quarter of the instructions of storing each cell in turn.
    ///
    /// The first cell's memory is zeroed before it is stored: storing a cell leaves its
    /// padding byte as the allocation had it, and the copies would carry that byte to every
    /// cell, so that two blank canvases could differ as memory and each row of one be
    /// compared with the other cell by cell (``rowsChanged(from:rows:)``).
    private static func cells(repeating cell: Cell, count: Int) -> [Cell] {
        [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let start = buffer.baseAddress, count > 0 else {
                initialized = 0
                return
            }
            UnsafeMutableRawPointer(start).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Cell>.stride)
            start.initialize(to: cell)
            var filled = 1
            while filled < count {
                let block = min(filled, count - filled)
                (start + filled).initialize(from: start, count: block)
                filled += block
            }
            initialized = count
        }
    }

    /// A blank canvas of `size`.
    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Runs `body` with drawing limited to `rect` (within the current clip), then restores the clip.
    public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    private func isDrawable(_ x: Int, _ y: Int) -> Bool {
        x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY && x >= 0 && y >= 0 && x < width && y < height
    }

    /// Puts `glyph` with its left edge at (`x`, `y`).
    public mutating func put(_ glyph: Glyph, x: Int, y: Int, style: Style = .plain) {
        guard isDrawable(x, y) else {
            // The right half of a wide glyph may still be inside.
            if glyph.width == 2, isDrawable(x + 1, y) { set(Cell(glyph: .space, style: style), x: x + 1, y: y) }
            return
        }
        if glyph.width == 2 {
            guard isDrawable(x + 1, y) else {
                set(Cell(glyph: .space, style: style), x: x, y: y)
                return
            }
            set(Cell(glyph: glyph, style: style), x: x, y: y)
            setContinuation(style: style, x: x + 1, y: y)
        } else {
            set(Cell(glyph: glyph, style: style), x: x, y: y)
        }
    }

    /// Writes one cell, blanking the other half of any wide glyph it cuts.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let width = width
        cells.withUnsafeMutableBufferPointer { Self.set(cell, x: x, index: y * width + x, width: width, in: $0) }
    }

    /// ``set(_:x:y:)`` on the cells of a canvas `width` columns wide, `index` being
    /// column `x`'s cell.
    static func set(_ cell: Cell, x: Int, index: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        let old = cells[index]
        if old.isContinuation, x > 0, cells[index - 1].glyph?.width == 2 {
            cells[index - 1].glyph = .space
        }
        if old.glyph?.width == 2, x + 1 < width, cell.glyph?.width != 2 {
            cells[index + 1].glyph = .space
        }
        cells[index] = cell
    }

    /// Makes (`x`, `y`) the right half of the wide glyph just set at `x - 1`, blanking the
    /// right half of any wide glyph that started here.
    private mutating func setContinuation(style: Style, x: Int, y: Int) {
        let index = y * width + x
        if cells[index].glyph?.width == 2, x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].glyph = .space
        }
        cells[index] = Cell(glyph: nil, style: style)
    }

    /// Draws `line` from (`x`, `y`) rightwards, at most `maxWidth` columns; returns the columns used.
    @discardableResult
    public mutating func draw(_ line: TextLayout.Line, x: Int, y: Int, maxWidth: Int = .max) -> Int {
        if line.allSatisfy({ $0.grapheme.onlyGlyph?.width == 1 }) {
            return drawNarrow(line, x: x, y: y, maxWidth: maxWidth)
        }
        var column = 0
        for item in line {
            if column + item.width > maxWidth { break }
            if let glyph = item.grapheme.onlyGlyph {
                put(glyph, x: x + column, y: y, style: item.style)
                column += item.width
                continue
            }
            var glyphX = x + column
            for glyph in item.grapheme.glyphs {
                put(glyph, x: glyphX, y: y, style: item.style)
                glyphX += glyph.width
            }
            column += item.width
        }
        return column
    }

    /// ``draw(_:x:y:maxWidth:)`` for a line of one-column glyphs only (almost every
    /// line): the cells are written in one pass, with the clip found once.
    private mutating func drawNarrow(_ line: TextLayout.Line, x: Int, y: Int, maxWidth: Int) -> Int {
        let count = min(line.count, max(0, maxWidth))
        line.withUnsafeBufferPointer { line in
            drawNarrow(count: count, x: x, y: y) { Cell(glyph: line[$0].grapheme.onlyGlyph, style: line[$0].style) }
        }
        return count
    }

    /// Writes `count` cells of one-column glyphs from (`x`, `y`) rightwards, the one at
    /// offset `i` being `cell(i)`, within the clip.
    @inline(__always)
    mutating func drawNarrow(count: Int, x: Int, y: Int, cell: (Int) -> Cell) {
        let rowIsDrawable = y >= clip.y && y < clip.maxY && y >= 0 && y < height
        let first = max(x, clip.x, 0), end = min(x + count, clip.maxX, width)
        guard rowIsDrawable, first < end else { return }
        let width = width
        let rowStart = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            // Only the first and the last cell can cut a wide glyph in two: a wide glyph
            // or its right half between them has its other half overwritten too.
            Self.set(cell(first - x), x: first, index: rowStart + first, width: width, in: cells)
            guard end - first > 1 else { return }
            for column in (first + 1)..<(end - 1) {
                cells[rowStart + column] = cell(column - x)
            }
            let last = end - 1
            Self.set(cell(last - x), x: last, index: rowStart + last, width: width, in: cells)
        }
    }

    /// Draws `text` on one line from (`x`, `y`), truncated with `…` to `maxWidth` columns.
    @discardableResult
    public mutating func draw(_ text: Text, x: Int, y: Int, maxWidth: Int, charset: Charset = .unicode) -> Int {
        draw(TextLayout.truncate(text, width: maxWidth, charset: charset), x: x, y: y, maxWidth: maxWidth)
    }

    /// Fills `rect` with `glyph` (a space by default) in `style`.
    public mutating func fill(_ rect: Rect, with glyph: Glyph = .space, style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if glyph.width == 1 {
            fillNarrow(area.intersection(clip), with: Cell(glyph: glyph, style: style))
            return
        }
        // A wide glyph that would cross the rectangle's trailing edge becomes a space there.
        clipped(to: area) { canvas in
            for y in area.y..<area.maxY {
                var x = area.x
                while x < area.maxX {
                    canvas.put(glyph, x: x, y: y, style: style)
                    x += max(1, glyph.width)
                }
            }
        }
    }

    /// ``fill(_:with:style:)`` with a one-column glyph in `area` (inside the bounds and the
    /// clip): only the edge cells can cut a wide glyph in two, so only they go through
    /// ``put(_:x:y:style:)``; the cells between are simply replaced.
    private mutating func fillNarrow(_ area: Rect, with cell: Cell) {
        guard !area.isEmpty, let glyph = cell.glyph else { return }
        for y in area.y..<area.maxY {
            put(glyph, x: area.x, y: y, style: cell.style)
            if area.width > 1 { put(glyph, x: area.maxX - 1, y: y, style: cell.style) }
            guard area.width > 2 else { continue }
            let start = y * width
            for x in (area.x + 1)..<(area.maxX - 1) { cells[start + x] = cell }
        }
    }

    /// Changes the style of every cell in `rect` (within the clip), keeping the glyphs.
    public mutating func restyle(_ rect: Rect, _ transform: (inout Style) -> Void) {
        let area = rect.intersection(bounds).intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { transform(&cells[y * width + x].style) }
        }
    }
}
