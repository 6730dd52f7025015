import Items

/// The text of an item that filtering searches: its name, then its summary.
public enum ItemText {
    /// `name` and `summary` joined by a space; the same for `--filter` and the filter line.
    public static func haystack(of item: Item) -> String {
        guard let summary = item.summary, !summary.isEmpty else { return item.name }
        return item.name + " " + summary
    }
}
