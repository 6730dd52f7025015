extension Grapheme {
    /// At most this many code points are kept in one glyph; longer runs of combining
    /// marks ("Zalgo" text) are cut so one cell cannot hold unbounded text.
    static let maxScalarsPerGlyph = 8

    /// At most this many code points are kept in one emoji sequence: the longest
    /// recommended sequences (a kiss or couple with two skin tones) have ten.
    static let maxScalarsPerEmoji = 10

    /// Splits `string` into graphemes that are safe and measurable on a terminal.
    ///
    /// - C0 controls and DEL become control pictures (`␛`, `␡`) or, in ASCII, caret
    ///   notation (`^[`, `^?`); C1 controls, bidi embeddings, overrides and isolates,
    ///   zero-width characters, the BOM and line/paragraph separators become `<U+XXXX>`.
    /// - Code points the terminal cannot print become `U+FFFD`; a combining mark with
    ///   nothing to combine with is shown on a dotted circle `◌`.
    /// - Widths follow the C library's `wcwidth` under UTF-8 (what ncursesw uses), per
    ///   cluster; emoji sequences (VS16, ZWJ, skin tones, flags) are measured and split as
    ///   `charset`'s ``ClusterWidths`` say (see ``emojiGlyphs(_:widths:)``).
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    public static func graphemes(of string: String, charset: Charset = .unicode) -> [Grapheme] {
        if isPrintableASCII(string) {
            // One character a byte (no CR LF, no marks to join): no grapheme breaking.
            return string.utf8.map { Grapheme(Glyph(ascii: $0)) }
        }
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
        if isPrintableASCII(string) { return string.utf8.count }
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

    /// Whether every byte of `string` is a printable ASCII character (space to `~`).
    static func isPrintableASCII(_ string: String) -> Bool {
        !string.containsUTF8Byte { !isPrintableASCII($0) }
    }

    /// Whether `byte` is a printable ASCII character (space to `~`): a whole character and
    /// glyph of its own unless a mark follows it.
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    private static func appendCluster(_ character: Character, charset: Charset, to result: inout [Grapheme]) {
        let scalars = Array(character.unicodeScalars)
        if isEmojiSequence(scalars) {
            appendEmojiSequence(scalars, charset: charset, to: &result)
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
            case 0 where current.isEmpty && scalar.properties.isDefaultIgnorableCodePoint:
                // A variation selector or grapheme joiner with nothing to act on shows nothing.
                flushGrapheme()
                result.append(Grapheme(visibleForm(of: scalar, charset: charset)))
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

    /// Appends an emoji sequence as one grapheme, at most ``maxScalarsPerEmoji`` code points
    /// and never ending in a joiner (which would join it to the next cell's text), in the
    /// glyphs `charset`'s ``ClusterWidths`` call for; a format character inside it other than
    /// the joiner and tags follows it as its visible form.
    private static func appendEmojiSequence(_ scalars: [Unicode.Scalar], charset: Charset, to result: inout [Grapheme]) {
        var kept: [Unicode.Scalar] = []
        var stray: [Unicode.Scalar] = []
        for scalar in scalars {
            if isHidden(scalar), scalar.value != 0x200D, !isTag(scalar) {
                stray.append(scalar)
            } else if kept.count < maxScalarsPerEmoji {
                kept.append(scalar)
            }
        }
        while kept.last?.value == 0x200D { kept.removeLast() }
        result.append(Grapheme(emojiGlyphs(kept, widths: charset.clusterWidths)))
        for scalar in stray { result.append(Grapheme(visibleForm(of: scalar, charset: charset))) }
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

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }

    /// Whether `scalar` must not reach the terminal as itself: controls, format characters
    /// (bidi, zero-width, BOM, soft hyphen, tags), line/paragraph separators, and the other
    /// default-ignorable characters that are not marks (the Hangul fillers U+115F, U+1160,
    /// U+3164, U+FFA0, and U+180E).
    ///
    /// Default-ignorable marks (variation selectors, the grapheme joiner) are kept on the
    /// character they follow, and shown as `<U+XXXX>` when they follow nothing.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator:
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            return properties.isDefaultIgnorableCodePoint || value == 0x180E
        }
    }

    /// The visible stand-in for a hidden code point.
    static func visibleForm(of scalar: Unicode.Scalar, charset: Charset) -> [Glyph] {
        let value = scalar.value
        if value < 0x20 || value == 0x7F {
            switch charset.repertoire {
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
