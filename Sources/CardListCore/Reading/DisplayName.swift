import Rows

/// Text from outside (a file name, an option value) made safe to show in a message.
public enum DisplayName {
    /// `raw` with control and invisible characters made visible (`␛`, `<U+202E>`),
    /// through the same sanitiser that guards the cells.
    ///
    ///     DisplayName.sanitized("evil\u{1B}[2J.json")   // "evil␛[2J.json"
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public static func sanitized(_ raw: String) -> String {
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        for grapheme in Grapheme.graphemes(of: raw) {
            for glyph in grapheme.glyphs { result += glyph.text }
        }
        return result
    }
}
