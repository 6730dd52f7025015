extension Text {
    /// The text cut at its line breaks (`\n` or `\r\n`), each line keeping its runs' styles.
    ///
    ///     Text("Name\nPrice").lines   // [Text("Name"), Text("Price")]
    ///
    /// Text without a line break is one line; an empty text is one empty line.
    ///
    /// - Complexity: O(*n*) in the characters of the text.
    public var lines: [Text] {
        var lines: [Text] = []
        var current: [Run] = []
        for run in runs {
            let pieces = run.string.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    lines.append(Text(runs: current))
                    current = []
                }
                current.append(Run(String(piece), style: run.style))
            }
        }
        lines.append(Text(runs: current))
        return lines
    }
}
