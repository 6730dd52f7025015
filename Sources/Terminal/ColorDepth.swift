import Rows

/// How many colours the terminal can show, and how a ``Color`` is brought down to them.
enum ColorDepth: Hashable, Sendable {
    /// Monochrome, or colours turned off: every colour is the terminal default.
    case none
    /// The eight ANSI colours.
    case ansi8
    /// The sixteen ANSI colours (bright ones included).
    case ansi16
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit colour (a `-direct` terminfo entry): a colour number is its RGB value, and
    /// numbers below 8 are the eight ANSI colours.
    case direct

    /// The depth for a terminal that reports `colors` colours.
    init(colors: Int) {
        switch colors {
        case (1 << 24)...: self = .direct
        case 256...: self = .palette256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .none
        }
    }

    /// The terminal colour number for `color`, or -1 (the terminal's default) for `nil`.
    ///
    /// RGB goes to the nearest entry of the 6×6×6 cube or grey ramp; entries beyond 16 go to
    /// the nearest of the 16 ANSI colours, and on 8 colours the bright ones lose their
    /// brightness (bright black, a grey, becomes white so it stays visible on black).
    func number(for color: Color?) -> Int32 {
        guard let color, self != .none else { return -1 }
        if self == .direct { return Self.directNumber(for: color) }
        var index: Int
        switch color {
        case .palette(let value): index = Int(value)
        case let .rgb(r, g, b): index = Self.nearest256(r: Int(r), g: Int(g), b: Int(b))
        }
        if self == .palette256 { return Int32(index) }
        if index >= 16 { index = Self.nearestANSI(to: Self.rgb(ofPaletteIndex: index)) }
        if self == .ansi8, index >= 8 {
            // Bright colours lose their brightness; bright black (grey) becomes white, not black.
            index = index == 8 ? 7 : index - 8
        }
        return Int32(index)
    }

    /// Whether pictures (thumbnails) can be shown: 256 colours or more.
    var showsPictures: Bool { self == .palette256 || self == .direct }

    /// A colour's number on a direct-colour terminal: the eight ANSI colours as themselves,
    /// every other colour as RGB. RGB values below 8 (near black) would be taken as ANSI
    /// colours, so they are nudged to blue 8, which looks the same.
    static func directNumber(for color: Color) -> Int32 {
        let (r, g, b): (Int, Int, Int)
        switch color {
        case .palette(let index) where index < 8: return Int32(index)
        case .palette(let index): (r, g, b) = rgb(ofPaletteIndex: Int(index))
        case let .rgb(red, green, blue): (r, g, b) = (Int(red), Int(green), Int(blue))
        }
        return Int32(max(8, r << 16 | g << 8 | b))
    }

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The approximate RGB of the standard ANSI colours, as xterm draws them.
    private static let ansiRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB of an entry of the 256-colour palette.
    static func rgb(ofPaletteIndex index: Int) -> (Int, Int, Int) {
        switch index {
        case ..<16: return ansiRGB[max(0, index)]
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            return (grey, grey, grey)
        }
    }

    /// The 256-palette entry (16…255) nearest to an RGB colour.
    static func nearest256(r: Int, g: Int, b: Int) -> Int {
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let average = (r + g + b) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 232 + min(23, greyIndex)
        return distance(rgb(ofPaletteIndex: cube), (r, g, b)) <= distance(rgb(ofPaletteIndex: grey), (r, g, b)) ? cube : grey
    }

    /// The ANSI colour (0…15) nearest to an RGB colour.
    static func nearestANSI(to color: (Int, Int, Int)) -> Int {
        var best = 0, bestDistance = Int.max
        for (index, candidate) in ansiRGB.enumerated() {
            let d = distance(candidate, color)
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        return best
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
