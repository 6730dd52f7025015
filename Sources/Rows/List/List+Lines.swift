extension List {
    /// The position of the item whose row is under the list's line `line` (0 is its first)
    /// when drawn `width` columns wide, if any: where a click lands, or the row a page key
    /// moves to.
    ///
    /// - Complexity: measures only the rows on screen.
    public mutating func position(atLine line: Int, width: Int, environment: RowEnvironment = RowEnvironment()) -> Int? {
        viewport.size.width = max(0, width)
        return viewport.row(atLine: line, in: measured(in: environment))
    }
}
