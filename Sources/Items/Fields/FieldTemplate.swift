/// A `--with-nth` or `--accept-nth` template, as fzf writes one: text with placeholders,
/// `{2}`, `{1,3}`, `{2..}` for fields (each without the delimiter at its end) and `{n}`
/// for the item's 0-based index; anything else in braces is text.
///
///     let template = try FieldTemplate(parsing: "{2} ({1})")
///     template.render(Array("a:b".utf8), delimiter: FieldDelimiter(":"), index: 0)  // "b (a)"
public struct FieldTemplate: Hashable, Sendable, CustomStringConvertible {
    public enum Piece: Hashable, Sendable {
        case text(String)
        case fields([FieldRange])
        case index
    }

    public var pieces: [Piece]
    /// The text as written.
    public var description: String

    /// Why a template was refused: it has no placeholder.
    public struct ParseError: Error, Hashable, Sendable {}

    /// The template `text`; a placeholder whose expression does not parse (`{0}`) gives
    /// nothing, as in fzf.
    ///
    /// - Throws: ``ParseError`` when `text` has no placeholder.
    public init(parsing text: String) throws(ParseError) {
        description = text
        pieces = []
        var literal = ""
        var found = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let expression = rest[rest.index(after: open)..<close]
            let isPlaceholder = expression == "n"
                || (!expression.isEmpty && expression.allSatisfy { $0.isASCII && ($0.isNumber || ",-.".contains($0)) })
            guard isPlaceholder else {
                // Not a placeholder: the brace is text; look again after it.
                literal += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            literal += rest[..<open]
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            found = true
            if expression == "n" {
                pieces.append(.index)
            } else if let list = try? FieldList(parsing: String(expression)), list.names.isEmpty {
                pieces.append(.fields(list.ranges))
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
        guard found else { throw ParseError() }
    }

    /// Whether `text` is written as a template (it has a brace).
    public static func looksLikeTemplate(_ text: String) -> Bool {
        text.contains("{")
    }

    /// The template filled in from `line`, split by `delimiter`, for the item at `index`
    /// (0-based; a negative index gives `{n}` nothing).
    public func render(_ line: [UInt8], delimiter: FieldDelimiter, index: Int) -> [UInt8] {
        var output: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let text): output += text.utf8
            case .index: if index >= 0 { output += String(index).utf8 }
            case .fields(let ranges): output += FieldSelection(ranges: ranges, delimiter: delimiter).printed(line)
            }
        }
        return output
    }

    /// What `--with-nth` shows: ``render(_:delimiter:index:)`` without the white space at
    /// its end.
    public func shown(_ line: [UInt8], delimiter: FieldDelimiter, index: Int) -> [UInt8] {
        var output = render(line, delimiter: delimiter, index: index)
        while let last = output.last, FieldDelimiter.isTrailingSpace(last) { output.removeLast() }
        return output
    }
}
