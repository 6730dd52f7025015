/// The small glyphs that every row kind shares, so a list looks the same whichever row it
/// uses: the selection marker, the marked (multi-select) marker and the shadow.
///
/// Each comes in a Unicode and a plain-ASCII form, and each is one column wide.
///
///     RowMarkers.selection(.unicode)  // "▶"
///     RowMarkers.marked(.ascii)       // "*"
public enum RowMarkers {
    /// The marker of the list's current row: `▶`, or `>` in ASCII.
    public static func selection(_ charset: Charset) -> String {
        charset == .ascii ? ">" : "\u{25B6}"
    }

    /// The marker of a row marked for a multiple choice: `✓`, or `*` in ASCII.
    public static func marked(_ charset: Charset) -> String {
        charset == .ascii ? "*" : "\u{2713}"
    }

    /// The glyph a drop shadow is drawn with: `░`, or `:` in ASCII.
    public static func shadow(_ charset: Charset) -> String {
        charset == .ascii ? ":" : "\u{2591}"
    }

    /// The style of a drop shadow: dim, and grey when colours may be used.
    public static func shadowStyle(usesColor: Bool) -> Style {
        Style(.dim, foreground: usesColor ? .brightBlack : nil)
    }

    /// The gutter a one-line row starts with: the selection marker (or a space), then the
    /// marked marker (or a space), so a selected row still shows its mark.
    public static func gutter(_ charset: Charset, isSelected: Bool, isMarked: Bool) -> String {
        (isSelected ? selection(charset) : " ") + (isMarked ? marked(charset) : " ")
    }
}

extension RowMarkers {
    /// `string` as one glyph of one column, for the fixed one-column markers above.
    static func glyph(_ string: String) -> Glyph {
        Glyph(unchecked: string, width: 1)
    }
}

extension RowMarkers {
    /// The current row's mark in `environment`: its ``RowEnvironment/pointer`` (`--pointer`)
    /// when set, else ``selection(_:)``.
    static func selectionMark(_ environment: RowEnvironment) -> RowMark {
        environment.pointer ?? RowMark(glyph(selection(environment.charset)))
    }

    /// A marked row's mark in `environment`: its ``RowEnvironment/marker`` (`--marker`)
    /// when set, else ``marked(_:)``.
    static func markedMark(_ environment: RowEnvironment) -> RowMark {
        environment.marker ?? RowMark(glyph(marked(environment.charset)))
    }
}
