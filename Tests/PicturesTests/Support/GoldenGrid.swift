import Rows

/// A picture written out for whole-grid comparisons: each row's symbols fenced (`|…|`), then
/// the row's colours as `foreground/background` per cell — `rrggbb` for RGB, `pNNN` for a
/// palette entry, `--` for the terminal's default.
enum GoldenGrid {
    static func text(of picture: Picture) -> String {
        var lines: [String] = []
        for y in 0..<picture.height {
            let row = (0..<picture.width).map { picture[$0, y] }
            lines.append("|" + row.map { String(Character($0.symbol)) }.joined() + "|")
            lines.append(row.map { name($0.foreground) + "/" + name($0.background) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    private static func name(_ color: Color?) -> String {
        switch color {
        case nil: "--"
        case let .palette(index)?: "p\(index)"
        case let .rgb(r, g, b)?: [r, g, b].map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        }
    }
}
