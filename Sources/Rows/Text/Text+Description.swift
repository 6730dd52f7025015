extension Text: CustomStringConvertible {
    /// The text's characters without their styles, so `"\(text)"` and `print(text)` show
    /// what it says rather than its runs.
    ///
    ///     "\(Text("12").bold())"  // "12"
    public var description: String { string }
}
