import Rows

/// The colours `--color` gives with fzf's spec: a base scheme (`dark`, `light`, `16`, `bw`)
/// and `name:colour` pairs, comma-separated, such as `prompt:#ff8700,info:108,header:-1`.
///
/// A colour is a name (`red`, `bright-blue`…), a palette index 0–255, `#rrggbb`, or `-1`
/// for the terminal's own. A colour may be followed by attributes (`prompt:red:bold`).
/// cardlist draws with ``prompt``, ``info`` (the status line), ``header`` and ``border``;
/// the other names fzf knows are accepted so that a spec written for fzf parses, and
/// change nothing yet.
public struct ColorTheme: Hashable, Sendable {
    /// What one name of the spec was set to: the terminal's colour (`-1`) or one of its own.
    public typealias Entry = Style

    /// The styles given, by fzf's name (`prompt`, `fg+`…).
    public private(set) var entries: [String: Entry] = [:]
    /// Whether the spec named the `bw` scheme: no colour at all.
    public private(set) var isMonochrome = false

    public init() {}

    /// The names cardlist draws with.
    public var prompt: Style? { entries["prompt"] }
    public var info: Style? { entries["info"] }
    public var header: Style? { entries["header"] }
    public var border: Style? { entries["border"] }

    /// The names a spec may set, as fzf spells them.
    public static let names: Set<String> = [
        "fg", "bg", "hl", "fg+", "bg+", "hl+", "info", "prompt", "pointer", "marker", "header",
        "border", "spinner", "query", "disabled", "gutter", "separator", "scrollbar", "label",
        "preview-fg", "preview-bg", "current-fg", "current-bg", "current-hl", "selected-fg",
        "selected-bg", "selected-hl", "list-fg", "list-bg", "input-fg", "input-bg", "ghost",
    ]

    /// The base schemes.
    public static let schemes: Set<String> = ["dark", "light", "16", "bw", "base16"]

    /// What a spec's mistake is.
    public enum Problem: Hashable, Sendable {
        /// A part that is neither a scheme nor `name:colour`.
        case unknownPart(String)
        /// A `name:` fzf does not know.
        case unknownName(String)
        /// A colour or attribute that is none of the forms.
        case badColor(part: String, color: String)
    }

    /// Adds the parts of `spec` over what the theme has, in order.
    public mutating func apply(_ spec: String) -> Problem? {
        // As fzf does, commas and white space both separate the parts.
        for part in spec.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init) {
            if Self.schemes.contains(part.lowercased()) {
                // A scheme starts again from cardlist's own look (`bw`: without colour).
                entries = [:]
                isMonochrome = part == "bw"
                continue
            }
            let fields = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { return .unknownPart(part) }
            let name = fields[0].lowercased()
            guard Self.names.contains(name) else { return .unknownName(fields[0]) }
            var style = entries[name] ?? Style()
            for word in fields.dropFirst() where !word.isEmpty {
                if let attribute = Self.attributes[word.lowercased()] {
                    style.attributes.insert(attribute)
                } else if word.lowercased() == "regular" {
                    style.attributes = []
                } else if word == "-1" {
                    style.foreground = nil
                } else if let color = Self.color(word) {
                    style.foreground = color
                } else {
                    return .badColor(part: part, color: word)
                }
            }
            entries[name] = style
        }
        return nil
    }

    private static let attributes: [String: Attributes] = [
        "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "reverse": .reverse,
    ]

    private static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// `red`, `bright-red`, `0`…`255` or `#rrggbb`.
    static func color(_ word: String) -> Color? {
        let lower = word.lowercased()
        if let index = colorNames.firstIndex(of: lower) { return .palette(UInt8(index)) }
        if lower.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(lower.dropFirst(7))) { return .palette(UInt8(8 + index)) }
        if lower.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(lower), index <= 255 { return .palette(UInt8(index)) }
        if lower.hasPrefix("#"), lower.count == 7, let value = UInt32(lower.dropFirst(), radix: 16) {
            return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
        return nil
    }
}
