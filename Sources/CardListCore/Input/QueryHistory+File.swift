extension QueryHistory {
    /// The queries in a history file's text: one a line, oldest first, empty lines left out
    /// (the format fzf writes, so the two can share a file).
    public static func entries(inFileText text: String) -> [String] {
        // "\r\n" is one Character: a file written on Windows splits the same way.
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    }

    /// The file's text once `query` is added to `entries`: an empty query adds nothing, a
    /// query equal to the newest entry is not repeated, and only the newest `limit` entries
    /// are kept. A line break in the query is written as a space (as a pasted one is typed),
    /// so that each line stays one query.
    ///
    ///     QueryHistory.fileText(adding: "tea", to: ["latte", "mocha"], keeping: 2)   // "mocha\ntea\n"
    public static func fileText(adding query: String, to entries: [String], keeping limit: Int) -> String {
        var entries = entries
        let line = String(query.map { $0.isNewline ? " " : $0 })
        if !line.isEmpty, line != entries.last { entries.append(line) }
        let kept = entries.suffix(max(0, limit))
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }
}
