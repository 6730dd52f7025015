/// Styled text: runs of strings, each with its own style.
///
/// Styles set here win over a row's defaults; what is left unset takes the row's default
/// (see ``Style/merged(over:)``):
///
///     CardRow(Text("Flat white").foreground(.red), summary: "…")  // red and bold
///     CardRow("Flat white", summary: "…")                         // bold, default colour
public struct Text: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A string and the style it is drawn with.
    public struct Run: Hashable, Sendable {
        /// The characters, not yet sanitised (that happens when they become cells).
        public var string: String
        /// The style set at the call site; what it leaves unset comes from the row.
        public var style: Style

        /// A run of `string` in `style`.
        public init(_ string: String, style: Style = .plain) {
            self.string = string
            self.style = style
        }
    }

    /// The runs in order; none is empty.
    public var runs: [Run]

    /// `string` in one style (no runs when it is empty).
    public init(_ string: String, style: Style = .plain) {
        runs = string.isEmpty ? [] : [Run(string, style: style)]
    }

    /// Text from runs, dropping empty ones.
    public init(runs: [Run]) {
        self.runs = runs.filter { !$0.string.isEmpty }
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var string: String { runs.map(\.string).joined() }

    public var isEmpty: Bool { runs.isEmpty }

    /// Text followed by more text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// The same text with `transform` applied to every run's style.
    public func styled(_ transform: (inout Style) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { transform(&copy.runs[index].style) }
        return copy
    }

    public func bold() -> Text { styled { $0.attributes.insert(.bold) } }
    public func dim() -> Text { styled { $0.attributes.insert(.dim) } }
    public func italic() -> Text { styled { $0.attributes.insert(.italic) } }
    public func underline() -> Text { styled { $0.attributes.insert(.underline) } }
    public func reverse() -> Text { styled { $0.attributes.insert(.reverse) } }
    public func foreground(_ color: Color?) -> Text { styled { $0.foreground = color } }
    public func background(_ color: Color?) -> Text { styled { $0.background = color } }

    /// The text with `base` under every run: unset colours and attributes come from it.
    public func withDefault(_ base: Style) -> Text {
        styled { $0 = $0.merged(over: base) }
    }

    /// The text as styled graphemes, ready to measure, wrap and draw.
    public func graphemes(charset: Charset = .unicode) -> [StyledGrapheme] {
        var result: [StyledGrapheme] = []
        // At most one grapheme a byte: growing the array step by step cost more than
        // finding the graphemes of a row's text (a long text still grows as it goes).
        result.reserveCapacity(min(4096, runs.reduce(0) { $0 + $1.string.utf8.count }))
        for run in runs {
            // Printable ASCII (the common case): one grapheme a byte, made in place.
            let isASCII = run.string.utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return false }
                for byte in bytes {
                    result.append(StyledGrapheme(grapheme: Grapheme(Glyph(ascii: byte)), style: run.style))
                }
                return true
            } ?? false
            if isASCII { continue }
            for grapheme in Grapheme.graphemes(of: run.string, charset: charset) {
                result.append(StyledGrapheme(grapheme: grapheme, style: run.style))
            }
        }
        return result
    }

    /// Columns the text takes on one line.
    public func width(charset: Charset = .unicode) -> Int {
        runs.reduce(0) { $0 + Grapheme.width(of: $1.string, charset: charset) }
    }
}

/// A grapheme with the style it is drawn in.
public struct StyledGrapheme: Hashable, Sendable {
    public var grapheme: Grapheme
    public var style: Style

    public init(grapheme: Grapheme, style: Style) {
        self.grapheme = grapheme
        self.style = style
    }

    public var width: Int { grapheme.width }
}
