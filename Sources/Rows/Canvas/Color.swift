/// A terminal colour: an index into the 256-colour palette (0–15 are the 16 ANSI colours) or RGB.
public enum Color: Hashable, Sendable {
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.palette(0)
    public static let red = Color.palette(1)
    public static let green = Color.palette(2)
    public static let yellow = Color.palette(3)
    public static let blue = Color.palette(4)
    public static let magenta = Color.palette(5)
    public static let cyan = Color.palette(6)
    public static let white = Color.palette(7)
    public static let brightBlack = Color.palette(8)
    public static let brightRed = Color.palette(9)
    public static let brightGreen = Color.palette(10)
    public static let brightYellow = Color.palette(11)
    public static let brightBlue = Color.palette(12)
    public static let brightMagenta = Color.palette(13)
    public static let brightCyan = Color.palette(14)
    public static let brightWhite = Color.palette(15)

    // SwiftUI's other colour names, as the nearest entries of the 256-colour palette (a
    // terminal with 16 colours shows the nearest of those). Gray is the ANSI bright black,
    // which every terminal has.
    public static let gray = Color.palette(8)
    public static let orange = Color.palette(208)
    public static let pink = Color.palette(205)
    public static let purple = Color.palette(135)
    public static let brown = Color.palette(137)
    public static let indigo = Color.palette(61)
    public static let teal = Color.palette(37)
    public static let mint = Color.palette(115)
}
