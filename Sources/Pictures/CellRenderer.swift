import CChafa
import Rows

/// Turns pixels into a grid of character cells with chafa's symbol mode.
///
/// The picture is fitted into the grid keeping its proportions (a cell is taken to be
/// twice as high as wide), shrunk in linear light first, and centred; cells it does not
/// cover stay blank in the terminal's default colours, as do transparent parts. When chafa
/// cannot be loaded every cell is blank (see ``PictureLibraries/notice``).
public struct CellRenderer: Sendable {
    public var symbols: SymbolSet
    public var colors: PictureColors
    /// Where chafa is found.
    public var libraries: PictureLibraries

    public init(symbols: SymbolSet = .half, colors: PictureColors = .trueColor, libraries: PictureLibraries = .system) {
        self.symbols = symbols
        self.colors = colors
        self.libraries = libraries
    }

    /// `image` drawn into a `columns`×`rows` picture.
    public func picture(of image: PixelImage, columns: Int, rows: Int) -> Picture {
        let blank = Picture.Cell(symbol: " ", foreground: nil, background: nil)
        guard columns > 0, rows > 0, image.width > 0, image.height > 0 else {
            return Picture(width: max(0, columns), height: max(0, rows), cells: [])
        }
        let fit = Self.fit(imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows)
        // Shrunk here, in linear light, to exactly the pixels the symbols can show (chafa
        // would average in sRGB and darken fine detail); chafa then only picks the symbols.
        let (across, down) = symbols.pixelsPerCell
        let scaled = Self.opaqueOrClear(LinearScaler.scaled(image, width: fit.columns * across, height: fit.rows * down))
        // chafa works on 8×8 pixels a cell and would smooth a smaller picture across cells
        // while enlarging it: enlarge it here by repeating pixels, so each cell sees only its own.
        let enlarged = Self.repeated(scaled, width: fit.columns * 8, height: fit.rows * 8)
        let inner = draw(enlarged, columns: fit.columns, rows: fit.rows)
        var cells = [Picture.Cell](repeating: blank, count: columns * rows)
        let left = (columns - fit.columns) / 2, top = (rows - fit.rows) / 2
        for y in 0..<fit.rows {
            for x in 0..<fit.columns {
                cells[(top + y) * columns + left + x] = inner[y * fit.columns + x]
            }
        }
        let picture = Picture(width: columns, height: rows, cells: cells)
        return colors == .palette256 ? picture.inPalette256 : picture
    }

    /// `image` drawn as large as fits `columns`×`rows` with its proportions kept, in a
    /// picture exactly that size (no blank margins), at least 1×1.
    public func fittedPicture(of image: PixelImage, columns: Int, rows: Int) -> Picture {
        guard columns > 0, rows > 0, image.width > 0, image.height > 0 else { return picture(of: image, columns: columns, rows: rows) }
        let fit = Self.fit(imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows)
        return picture(of: image, columns: fit.columns, rows: fit.rows)
    }

    /// `image` with each pixel either opaque or fully transparent (at half alpha): a cell
    /// cannot show partial transparency, and chafa would darken it against black, giving
    /// dark fringes on a light terminal.
    static func opaqueOrClear(_ image: PixelImage) -> PixelImage {
        var rgba = image.rgba
        for index in stride(from: 3, to: rgba.count, by: 4) {
            rgba[index] = rgba[index] >= 128 ? 255 : 0
        }
        return PixelImage(width: image.width, height: image.height, rgba: rgba)
    }

    /// `image` enlarged to `width`×`height` by repeating pixels (nearest neighbour).
    static func repeated(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let sourceY = y * image.height / height
            for x in 0..<width {
                let source = (sourceY * image.width + x * image.width / width) * 4
                let target = (y * width + x) * 4
                rgba[target] = image.rgba[source]
                rgba[target + 1] = image.rgba[source + 1]
                rgba[target + 2] = image.rgba[source + 2]
                rgba[target + 3] = image.rgba[source + 3]
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// The largest cells size within `columns`×`rows` with the picture's proportions
    /// (a cell is half as wide as high), at least 1×1.
    static func fit(imageWidth: Int, imageHeight: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let aspect = Double(imageWidth) / Double(imageHeight)  // width over height
        let boxAspect = Double(columns) / Double(2 * rows)
        if aspect >= boxAspect {
            let fitted = Int((Double(columns) / (2 * aspect)).rounded())
            return (columns, min(rows, max(1, fitted)))
        }
        let fitted = Int((Double(2 * rows) * aspect).rounded())
        return (min(columns, max(1, fitted)), rows)
    }

    /// chafa's cells for `image` at exactly `columns`×`rows` (blank without chafa).
    private func draw(_ image: PixelImage, columns: Int, rows: Int) -> [Picture.Cell] {
        guard let chafa = try? libraries.chafa.functions() else {
            return Array(repeating: Picture.Cell(symbol: " ", foreground: nil, background: nil), count: columns * rows)
        }
        let map = chafa.symbol_map_new()
        defer { chafa.symbol_map_unref(map) }
        chafa.symbol_map_add_by_tags(map, tags)
        let config = chafa.canvas_config_new()
        defer { chafa.canvas_config_unref(config) }
        chafa.canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa.canvas_config_set_symbol_map(config, map)
        chafa.canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        let canvas = chafa.canvas_new(config)
        defer { chafa.canvas_unref(canvas) }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                                         Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        var cells: [Picture.Cell] = []
        cells.reserveCapacity(columns * rows)
        for y in 0..<rows {
            for x in 0..<columns {
                let character = chafa.canvas_get_char_at(canvas, Int32(x), Int32(y))
                var foreground: Int32 = -1, background: Int32 = -1
                chafa.canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                cells.append(Picture.Cell(symbol: Unicode.Scalar(character) ?? " ",
                                          foreground: Self.color(foreground), background: Self.color(background)))
            }
        }
        return cells
    }

    /// chafa's symbol tags for the set, with space and the full block always allowed.
    private var tags: ChafaSymbolTags {
        let base = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
        switch symbols {
        case .half: return ChafaSymbolTags(rawValue: base | CHAFA_SYMBOL_TAG_VHALF.rawValue)
        case .quad: return ChafaSymbolTags(rawValue: base | CHAFA_SYMBOL_TAG_VHALF.rawValue | CHAFA_SYMBOL_TAG_QUAD.rawValue)
        case .sextant: return ChafaSymbolTags(rawValue: base | CHAFA_SYMBOL_TAG_VHALF.rawValue | CHAFA_SYMBOL_TAG_SEXTANT.rawValue)
        }
    }

    /// 0xRRGGBB as a colour; a negative value is the terminal's default (`nil`).
    private static func color(_ packed: Int32) -> Color? {
        guard packed >= 0 else { return nil }
        return .rgb(UInt8((packed >> 16) & 0xFF), UInt8((packed >> 8) & 0xFF), UInt8(packed & 0xFF))
    }
}
