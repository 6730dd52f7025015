import Items

/// The `+SCROLL` part of `--preview-window`, as fzf writes it: where the pane starts, as
/// the line of output at the top, from a number or a field of the item.
///
/// `+3` starts at line 3, `+{2}` at the line the item's 2nd field names (the grep match),
/// `+{2}-5` five lines above it (so the match shows with context), `+{2}/2` with that line
/// in the middle of the pane (`/3` a third of the way down). Lines count from 1; the
/// pane's `~N` header lines are left out of the count. A field that is not a number
/// leaves the pane at its top.
///
///     let scroll = PreviewScroll(parsing: "+{2}-5")!
///     scroll.firstLine(fields: { _ in "40" }, height: 10)   // 35
public struct PreviewScroll: Hashable, Sendable, CustomStringConvertible {
    public enum Base: Hashable, Sendable {
        case line(Int)
        case field(FieldRange)
    }

    public var base: Base
    /// Added to the line: `-5` is five lines before it.
    public var offset: Int
    /// `/N`: the line is 1/N of the way down the pane rather than at its top.
    public var divisor: Int?

    public init(base: Base, offset: Int = 0, divisor: Int? = nil) {
        self.base = base
        self.offset = offset
        self.divisor = divisor
    }

    /// `text`, starting with `+`, or nil when it is not a scroll offset.
    public init?(parsing text: some StringProtocol) {
        guard text.first == "+" else { return nil }
        var rest = Substring(text.dropFirst())
        if rest.first == "{" {
            guard let close = rest.firstIndex(of: "}"),
                  let range = FieldRange(parsing: rest[rest.index(after: rest.startIndex)..<close]), range.first == range.last else { return nil }
            base = .field(range)
            rest = rest[rest.index(after: close)...]
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let line = Int(digits) else { return nil }
            base = .line(line)
            rest = rest.dropFirst(digits.count)
        }
        offset = 0
        divisor = nil
        while let sign = rest.first, "+-".contains(sign) {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard let value = Int(digits) else { return nil }
            offset += sign == "-" ? -value : value
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.first == "/" {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard let value = Int(digits), value > 0 else { return nil }
            divisor = value
            rest = rest.dropFirst(1 + digits.count)
        }
        guard rest.isEmpty else { return nil }
    }

    public var description: String {
        var text = "+"
        switch base {
        case .line(let line): text += String(line)
        case .field(let range): text += "{\(range)}"
        }
        if offset != 0 { text += offset > 0 ? "+\(offset)" : String(offset) }
        if let divisor { text += "/\(divisor)" }
        return text
    }

    /// The 0-based index of the first line shown in a pane of `height` lines; `fields`
    /// gives an item's field as text.
    public func firstLine(fields: (FieldRange) -> String, height: Int) -> Int {
        let line: Int
        switch base {
        case .line(let number): line = number
        case .field(let range):
            guard let number = Int(fields(range).trimmingCharacters(in: " \t")) else { return 0 }
            line = number
        }
        var index = line + offset - 1
        if let divisor { index -= max(0, height) / divisor }
        return max(0, index)
    }
}

private extension String {
    func trimmingCharacters(in blanks: String) -> Substring {
        let isBlank: (Character) -> Bool = { blanks.contains($0) }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
