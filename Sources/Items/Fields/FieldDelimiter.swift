import Glibc

/// How a line of plain text splits into fields (`--delimiter`), as fzf splits it.
///
/// By default a field is a run of non-blanks with the blanks after it (blanks before the
/// first field belong to none), AWK-style. With a delimiter each field ends with it, the
/// delimiter kept on the field, and the text after the last one is the last field (empty
/// when the text ends with a delimiter):
///
///     FieldDelimiter.blanks      "  a b  c"  ->  "a ", "b  ", "c"
///     FieldDelimiter(":")        "a:b:"      ->  "a:", "b:", ""
///     FieldDelimiter("[0-9]+")   "a1b22c"    ->  "a1", "b22", "c"
public struct FieldDelimiter: Hashable, Sendable, CustomStringConvertible {
    /// What separates fields.
    public enum Kind: Hashable, Sendable {
        /// Runs of spaces, tabs and line feeds (fzf's default).
        case blanks
        /// This exact text.
        case text([UInt8])
        /// A regular expression; every match ends a field.
        case pattern(FieldPattern)
    }

    public var kind: Kind

    /// AWK-style fields: runs of non-blanks with the blanks that follow them.
    public static let blanks = FieldDelimiter(kind: .blanks)

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The delimiter `argument` means, as fzf reads `--delimiter`: `\t` stands for a tab;
    /// one character, text without regular-expression characters (`\.+*?()|[]{}^$`) or an
    /// invalid regular expression is taken as it is; anything else is a regular expression.
    /// An empty argument makes each character a field.
    ///
    /// - Throws: ``PatternSyntaxError``, its column counted in `argument`, for a regular
    ///   expression that is valid in Go's syntax but uses what cardlist's engine lacks
    ///   (`\p{Greek}`), or is too large.
    public init(validating argument: String) throws(PatternSyntaxError) {
        let (text, columns) = Self.replacingTabEscapes(in: argument)
        let special = Set("\\.+*?()|[]{}^$")
        guard text.unicodeScalars.count > 1, text.contains(where: special.contains) else {
            kind = .text(Array(text.utf8))
            return
        }
        do {
            kind = .pattern(try FieldPattern(text))
        } catch where error.isInvalid {
            kind = .text(Array(text.utf8))
        } catch {
            var error = error
            error.column = error.column <= columns.count ? columns[error.column - 1] : argument.unicodeScalars.count + 1
            throw error
        }
    }

    /// ``init(validating:)``, with an expression the engine cannot match taken as text
    /// (for tests and examples; options are read with ``init(validating:)``).
    public init(_ argument: String) {
        self = (try? Self(validating: argument)) ?? Self(kind: .text(Array(Self.replacingTabEscapes(in: argument).text.utf8)))
    }

    /// `argument` with each `\t` a tab (as Go's `strings.Replace`, left to right), and the
    /// column in `argument` of each of its scalars.
    private static func replacingTabEscapes(in argument: String) -> (text: String, columns: [Int]) {
        let scalars = Array(argument.unicodeScalars)
        var text = String.UnicodeScalarView()
        var columns: [Int] = []
        var index = 0
        while index < scalars.count {
            columns.append(index + 1)
            if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "t" {
                text.append("\t")
                index += 2
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        return (String(text), columns)
    }

    public var description: String {
        switch kind {
        case .blanks: "blanks"
        case .text(let bytes): String(decoding: bytes, as: UTF8.self)
        case .pattern(let pattern): pattern.source
        }
    }

    /// Whether `byte` is a blank between AWK-style fields (tab, line feed, space).
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
    }

    /// Replaces `fields` with the byte range of each field of `text`, in order.
    ///
    /// - Complexity: O(*n*) in the bytes of `text` (a regular expression: its matching).
    public func split(_ text: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) {
        fields.removeAll(keepingCapacity: true)
        switch kind {
        case .blanks: Self.splitAtBlanks(text, into: &fields)
        case .text(let delimiter): Self.split(text, after: delimiter, into: &fields)
        case .pattern(let pattern): pattern.split(text, into: &fields)
        }
    }

    /// The fields of `text` (for tests and short texts).
    public func fields(of text: String) -> [String] {
        var bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        bytes.withUnsafeMutableBufferPointer { split(UnsafeBufferPointer($0), into: &ranges) }
        return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// `range` of `text` without the delimiter at its end, as fzf drops it from the last
    /// field searched (so `x$` finds `a:x:`) and from what `--accept-nth` prints; with
    /// blanks, without the white space at its end.
    public func trimmingDelimiter(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        switch kind {
        case .blanks:
            var end = range.upperBound
            while end > range.lowerBound, Self.isTrailingSpace(text[end - 1]) { end -= 1 }
            return range.lowerBound..<end
        case .text(let delimiter):
            guard !delimiter.isEmpty, range.count >= delimiter.count else { return range }
            let end = range.upperBound - delimiter.count
            return text[end..<range.upperBound].elementsEqual(delimiter) ? range.lowerBound..<end : range
        case .pattern(let pattern):
            let part = UnsafeBufferPointer(rebasing: text[range])
            guard let last = pattern.matchRanges(in: part).last, last.upperBound == part.count else { return range }
            return range.lowerBound..<range.lowerBound + last.lowerBound
        }
    }

    /// White space trimmed from the end of a field (ASCII: space, tab, line feed, vertical
    /// tab, form feed, return).
    @inline(__always)
    static func isTrailingSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// fzf's AWK-style tokens: blanks before the first field are skipped; a field is a run
    /// of non-blanks and the blanks after it.
    private static func splitAtBlanks(_ text: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) {
        var index = 0
        let count = text.count
        while index < count, isBlank(text[index]) { index += 1 }
        while index < count {
            let start = index
            while index < count, !isBlank(text[index]) { index += 1 }
            while index < count, isBlank(text[index]) { index += 1 }
            fields.append(start..<index)
        }
    }

    /// Go's `strings.SplitAfter`: each field ends after an occurrence of `delimiter`; the
    /// rest of the text, empty or not, is the last field. An empty delimiter makes each
    /// character (UTF-8 sequence) a field.
    private static func split(_ text: UnsafeBufferPointer<UInt8>, after delimiter: [UInt8], into fields: inout [Range<Int>]) {
        if delimiter.isEmpty {
            // As Go splits after an empty string: each character is a field.
            var start = 0
            for index in text.indices.dropFirst() where text[index] & 0xC0 != 0x80 {
                fields.append(start..<index)
                start = index
            }
            if start < text.count { fields.append(start..<text.count) }
            return
        }
        guard let base = text.baseAddress else {
            fields.append(0..<text.count)
            return
        }
        var start = 0
        var from = 0
        let first = Int32(delimiter[0])
        while from + delimiter.count <= text.count {
            guard let hit = memchr(base + from, first, text.count - from) else { break }
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            guard at + delimiter.count <= text.count else { break }
            if delimiter.count == 1 || text[at..<at + delimiter.count].elementsEqual(delimiter) {
                fields.append(start..<at + delimiter.count)
                start = at + delimiter.count
                from = start
            } else {
                from = at + 1
            }
        }
        fields.append(start..<text.count)
    }
}
