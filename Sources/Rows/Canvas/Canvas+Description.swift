extension Canvas: CustomStringConvertible {
    /// The grid's text, one line per row, so `print(canvas)` shows the picture.
    public var description: String {
        lines.joined(separator: "\n")
    }
}
