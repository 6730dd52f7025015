/// A small picture made of character cells: each cell a block symbol with a foreground and a
/// background colour, as a thumbnail renderer produces it.
///
/// `Rows` knows nothing of image files; a decoder elsewhere turns pixels into this grid and
/// ``PictureBox`` draws it.
///
///     let picture = Picture(width: 2, height: 1, cells: [
///         .init(symbol: "▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)),
///         .init(symbol: " ", foreground: nil, background: .rgb(0, 0, 255)),
///     ])
public struct Picture: Hashable, Sendable {
    /// One cell of a picture: a symbol one column wide and its two colours (`nil`: the
    /// terminal's default, as behind a transparent part).
    public struct Cell: Hashable, Sendable {
        public var symbol: Unicode.Scalar
        public var foreground: Color?
        public var background: Color?

        public init(symbol: Unicode.Scalar, foreground: Color?, background: Color?) {
            self.symbol = symbol
            self.foreground = foreground
            self.background = background
        }
    }

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells row by row: the cell at (`x`, `y`) is `cells[y * width + x]`.
    public let cells: [Cell]

    /// A picture of `width`×`height` cells; missing cells are blank, extra ones dropped.
    public init(width: Int, height: Int, cells: [Cell]) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        let blank = Cell(symbol: " ", foreground: nil, background: nil)
        self.cells = cells.count == count ? cells
            : Array(cells.prefix(count)) + Array(repeating: blank, count: max(0, count - cells.count))
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// The same picture with every RGB colour brought to the 256-colour palette's entries
    /// 16–255 (the 6×6×6 cube and the grey ramp), leaving the 16 themable colours alone.
    public var inPalette256: Picture {
        Picture(width: width, height: height, cells: cells.map {
            Cell(symbol: $0.symbol, foreground: $0.foreground.map(Self.palette256), background: $0.background.map(Self.palette256))
        })
    }

    /// Bytes held by the picture, for memory bounds of caches.
    public var byteCount: Int { cells.count * MemoryLayout<Cell>.stride + 64 }

    private static func palette256(_ color: Color) -> Color {
        guard case let .rgb(r, g, b) = color else { return color }
        return .palette(UInt8(PaletteColor.nearest(r: Int(r), g: Int(g), b: Int(b))))
    }
}

extension Picture {
    /// The picture at half its size each way, in half blocks (`▀`): each cell shows the
    /// average colours of the 2×2 cells it stands for, its top half the upper cells', its
    /// bottom half the lower cells' (a list item's smaller thumbnail).
    ///
    /// Colours from the 256-colour palette cannot be averaged; the first one is kept.
    ///
    /// - Complexity: O(*w*·*h*) in the picture's cells.
    public func halved() -> Picture {
        let newWidth = (width + 1) / 2, newHeight = (height + 1) / 2
        var result: [Cell] = []
        result.reserveCapacity(newWidth * newHeight)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let columns = (2 * x)..<min(width, 2 * x + 2)
                let top = Self.average(columns.map { self[$0, 2 * y] })
                let bottom = 2 * y + 1 < height ? Self.average(columns.map { self[$0, 2 * y + 1] }) : top
                result.append(Cell(symbol: "\u{2580}", foreground: top, background: bottom))
            }
        }
        return Picture(width: newWidth, height: newHeight, cells: result)
    }

    /// The colour a row of cells shows on average: each cell's foreground and background
    /// weighed by how much of the cell they cover.
    private static func average(_ cells: [Cell]) -> Color? {
        var sum = (r: 0, g: 0, b: 0), weight = 0
        var first: Color?
        for cell in cells {
            let coverage = Self.foregroundCoverage(of: cell.symbol)
            for (color, part) in [(cell.foreground, coverage), (cell.background, 2 - coverage)] where part > 0 {
                guard let color else { continue }
                first = first ?? color
                guard case let .rgb(r, g, b) = color else { continue }
                sum.r += Int(r) * part; sum.g += Int(g) * part; sum.b += Int(b) * part
                weight += part
            }
        }
        guard weight > 0 else { return first }
        return .rgb(UInt8(sum.r / weight), UInt8(sum.g / weight), UInt8(sum.b / weight))
    }

    /// How much of a cell `symbol` draws in its foreground, in halves: a full block 2, a
    /// space 0, any other block 1.
    private static func foregroundCoverage(of symbol: Unicode.Scalar) -> Int {
        switch symbol {
        case " ": 0
        case "\u{2588}": 2
        default: 1
        }
    }
}
