/// How a ``LabeledContent`` places its label and its content.
///
/// Set it for a whole list through ``RowEnvironment/labeledContentStyle``, or for part of a
/// row with `.environment(\.labeledContentStyle, .inline)`.
public enum LabeledContentStyle: Hashable, Sendable {
    /// The label on the leading edge and the content right-aligned on the same line
    /// (on a line of its own when both do not fit).
    ///
    ///     Balance       1,234.50 EUR
    case automatic
    /// The label, a colon and the content run together and wrapped as one text.
    ///
    ///     Balance: 1,234.50 EUR
    case inline
}
