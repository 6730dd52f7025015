extension Grapheme {
    /// At most this many code points are kept in one glyph; longer runs of combining
    /// marks ("Zalgo" text) are cut so one cell cannot hold unbounded text.
    static let maxScalarsPerGlyph = 8

    /// Splits `string` into graphemes that are safe and measurable on a terminal.
    ///
    /// - C0 controls and DEL become control pictures (`␛`, `␡`) or, in ASCII, caret
    ///   notation (`^[`, `^?`); C1 controls, bidi embeddings, overrides and isolates,
    ///   zero-width characters, the BOM and line/paragraph separators become `<U+XXXX>`.
    /// - Code points the terminal cannot print become `U+FFFD`; a combining mark with
    ///   nothing to combine with is shown on a dotted circle `◌`.
    /// - Widths follow the C library's `wcwidth` under UTF-8 (what ncursesw uses), per
    ///   cluster: emoji sequences (VS16, ZWJ, skin tones, flags) take 2 columns.
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    public static func graphemes(of string: String, charset: Charset = .unicode) -> [Grapheme] {
        var result: [Grapheme] = []
        result.reserveCapacity(string.utf8.count)
        for character in string {
            if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                result.append(Grapheme(Glyph(unchecked: String(character), width: 1)))
            } else {
                appendCluster(character, charset: charset, to: &result)
            }
        }
        return result
    }

    /// The width of `string` in terminal columns, as it would be drawn.
    public static func width(of string: String, charset: Charset = .unicode) -> Int {
        var total = 0
        for character in string {
            if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                total += 1
            } else {
                var one: [Grapheme] = []
                appendCluster(character, charset: charset, to: &one)
                total += one.reduce(0) { $0 + $1.width }
            }
        }
        return total
    }

    private static func appendCluster(_ character: Character, charset: Charset, to result: inout [Grapheme]) {
        let scalars = Array(character.unicodeScalars)
        if isEmojiSequence(scalars) {
            let kept = scalars.prefix(maxScalarsPerGlyph).filter { !isHidden($0) || $0.value == 0x200D || isTag($0) }
            var text = ""
            text.unicodeScalars.append(contentsOf: kept)
            result.append(Grapheme(Glyph(unchecked: text, width: 2)))
            return
        }
        var glyphs: [Glyph] = []
        var current = String.UnicodeScalarView()
        var currentWidth = 0
        func flush() {
            if !current.isEmpty { glyphs.append(Glyph(unchecked: String(current), width: currentWidth)) }
            current = String.UnicodeScalarView()
            currentWidth = 0
        }
        func flushGrapheme() {
            flush()
            if !glyphs.isEmpty { result.append(Grapheme(glyphs)) }
            glyphs = []
        }
        for scalar in scalars {
            if isHidden(scalar) {
                // A visible stand-in is a grapheme of its own, so wrapping may break around it.
                flushGrapheme()
                result.append(Grapheme(visibleForm(of: scalar, charset: charset)))
                continue
            }
            switch ColumnWidth.of(scalar) {
            case 0:
                if current.isEmpty {
                    // Nothing to combine with: show the mark on a dotted circle.
                    current.append("\u{25CC}")
                    currentWidth = 1
                }
                if current.count < maxScalarsPerGlyph { current.append(scalar) }
            case let width where width > 0:
                flush()
                current.append(scalar)
                currentWidth = width
            default:
                flush()
                current.append("\u{FFFD}")
                currentWidth = 1
            }
        }
        flushGrapheme()
    }

    /// Whether the cluster is an emoji sequence that terminals draw two columns wide.
    private static func isEmojiSequence(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count > 1, let first = scalars.first else { return false }
        if isRegionalIndicator(first) { return scalars.count == 2 && isRegionalIndicator(scalars[1]) }
        guard first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains { scalar in
            scalar.value == 0xFE0F || scalar.value == 0x200D || scalar.value == 0x20E3
                || scalar.properties.isEmojiModifier || isTag(scalar)
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }

    /// Whether `scalar` must not reach the terminal as itself: controls, format characters
    /// (bidi, zero-width, BOM, soft hyphen, tags) and line/paragraph separators.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return value == 0x180E || value == 0x115F || value == 0x3164 || value == 0xFFA0
        }
    }

    /// The visible stand-in for a hidden code point.
    static func visibleForm(of scalar: Unicode.Scalar, charset: Charset) -> [Glyph] {
        let value = scalar.value
        if value < 0x20 || value == 0x7F {
            switch charset {
            case .unicode:
                let picture = value == 0x7F ? 0x2421 : 0x2400 + value
                return [Glyph(unchecked: String(Unicode.Scalar(picture)!), width: 1)]
            case .ascii:
                let caret = value == 0x7F ? "?" : String(Unicode.Scalar(UInt8(value + 0x40)))
                return [Glyph(unchecked: "^", width: 1), Glyph(unchecked: caret, width: 1)]
            }
        }
        var hex = String(value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "<U+\(hex)>".map { Glyph(unchecked: String($0), width: 1) }
    }
}
