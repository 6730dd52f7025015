import Rows

/// The selection gutter's marks for a list: `--pointer` and `--marker` as drawn, and the
/// gap after them when rows can be marked (`--multi`), so a marked row reads `▶✓ 15`.
///
///     let marks = GutterMarks(options: options, charset: .unicode)
///     marks.apply(to: &environment)
public struct GutterMarks: Hashable, Sendable {
    /// The current row's mark; nil for the row style's own (`▶`, ASCII `>`).
    public var pointer: RowMark?
    /// A marked row's mark; nil for the row style's own (`✓`, ASCII `*`).
    public var marker: RowMark?
    /// Blank columns between the marks and the text.
    public var gap = 0

    public init(pointer: RowMark? = nil, marker: RowMark? = nil, gap: Int = 0) {
        self.pointer = pointer
        self.marker = marker
        self.gap = gap
    }

    /// Sets the marks and gap of `environment`.
    public func apply(to environment: inout RowEnvironment) {
        environment.pointer = pointer
        environment.marker = marker
        environment.gutterGap = gap
    }

    /// Columns the gutter takes in `charset` (the header lines are indented by as many).
    public func width(charset: Charset) -> Int {
        var environment = RowEnvironment()
        environment.charset = charset
        apply(to: &environment)
        return environment.selectionGutterWidth
    }
}
