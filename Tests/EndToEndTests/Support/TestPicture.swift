/// PNG files made here for the end-to-end tests (uncompressed deflate blocks: no library
/// needed), and a reader of the colours `capture-pane -e` shows in each cell.
enum TestPicture {
    /// A `width`×`height` opaque PNG whose pixel (x, y) is `color(x, y)`.
    static func png(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                raw += [r, g, b]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count >= raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// Red on the left half, blue on the right.
    static let redAndBlue = png(width: 120, height: 100) { x, _ in x < 60 ? (220, 30, 30) : (30, 30, 220) }

    /// A PNG header that claims 100,000 × 100,000 pixels.
    static let hugeHeader = Array(png(width: 4, height: 4) { _, _ in (0, 0, 0) }.prefix(8))
        + chunk("IHDR", bigEndian(100_000) + bigEndian(100_000) + [8, 2, 0, 0, 0])
        + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF])

    /// One screen cell as `capture-pane -e` shows it: its character and SGR colours
    /// (`38;2;r;g;b`, `38;5;n` … as written, nil for the default).
    struct Cell: Equatable {
        var character: Character
        var foreground: String?
        var background: String?
    }

    /// The cells of each line of a `capture-pane -p -e` capture.
    static func cells(of capture: String) -> [[Cell]] {
        var foreground: String?, background: String?
        return capture.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cells: [Cell] = []
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
                    let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                    apply(parameters, foreground: &foreground, background: &background)
                    rest = rest[rest.index(after: end)...]
                    continue
                }
                cells.append(Cell(character: first, foreground: foreground, background: background))
                rest = rest.dropFirst()
            }
            return cells
        }
    }

    private static func apply(_ parameters: [String], foreground: inout String?, background: inout String?) {
        var index = 0
        while index < parameters.count {
            let value = parameters[index]
            switch value {
            case "", "0": foreground = nil; background = nil
            case "39": foreground = nil
            case "49": background = nil
            case "38", "48":
                let count = parameters.count > index + 1 && parameters[index + 1] == "2" ? 5 : 3
                let colour = parameters[index..<min(parameters.count, index + count)].joined(separator: ";")
                if value == "38" { foreground = colour } else { background = colour }
                index += count - 1
            default:
                if let number = Int(value), (30...37).contains(number) || (90...97).contains(number) { foreground = value }
                if let number = Int(value), (40...47).contains(number) || (100...107).contains(number) { background = value }
            }
            index += 1
        }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
