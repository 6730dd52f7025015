/// Styled text as a part: wrapped to the width it is offered, optionally limited to a
/// number of lines with `…` at the end of the last one.
///
///     TextPart("Velvety milk over a double ristretto", lineLimit: 2)
public struct TextPart: RowPart, Hashable, Sendable {
    public var text: Text
    /// At most this many lines; `nil` for as many as the text needs.
    public var lineLimit: Int?

    public init(_ text: Text, lineLimit: Int? = nil) {
        self.text = text
        self.lineLimit = lineLimit.map { max(0, $0) }
    }

    public init(_ string: String, lineLimit: Int? = nil) {
        self.init(Text(string), lineLimit: lineLimit)
    }

    /// The lines drawn in `width` columns.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func lines(forWidth width: Int, in environment: RowEnvironment) -> [TextLayout.Line] {
        let charset = environment.charset
        var lines = TextLayout.wrap(environment.displayed(text), width: width, charset: charset)
        if let lineLimit, lines.count > lineLimit {
            lines.removeSubrange(lineLimit...)
            if let last = lines.indices.last { lines[last] = Self.endingInEllipsis(lines[last], width: width, charset: charset) }
        }
        return lines
    }

    /// `line` cut so that an ellipsis fits after it within `width` columns, then the ellipsis.
    private static func endingInEllipsis(_ line: TextLayout.Line, width: Int, charset: Charset) -> TextLayout.Line {
        let style = line.last?.style ?? .plain
        let ellipsis = Grapheme.graphemes(of: TextLayout.ellipsis(charset), charset: charset)
            .map { StyledGrapheme(grapheme: $0, style: style) }
        var kept = line
        while !kept.isEmpty, TextLayout.width(of: kept) + TextLayout.width(of: ellipsis) > width { kept.removeLast() }
        return TextLayout.truncate(kept + ellipsis, width: width, charset: charset)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let lines = lines(forWidth: width, in: environment)
        // Wrapping never gives a line wider than `width`; `min` keeps the promise regardless.
        return Size(width: max(0, min(width, lines.map(TextLayout.width(of:)).max() ?? 0)), height: lines.count)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        for (index, line) in lines(forWidth: rect.width, in: environment).enumerated() {
            canvas.draw(line, x: rect.x, y: rect.y + index, maxWidth: rect.width)
        }
    }
}

extension Text {
    /// The text as a part of at most `limit` lines, the last ending in `…` when cut, after
    /// SwiftUI's `lineLimit(_:)`; `nil` for as many lines as it needs.
    public func lineLimit(_ limit: Int?) -> TextPart {
        TextPart(self, lineLimit: limit)
    }
}

extension TextPart {
    /// The same text with at most `limit` lines (`nil`: no limit).
    public func lineLimit(_ limit: Int?) -> TextPart {
        TextPart(text, lineLimit: limit)
    }
}
