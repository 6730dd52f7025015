extension ListState {
    /// Goes on numbering searches after `other`'s, so that no result of a search `other`
    /// asked for is taken for one of this state (a state made anew for a `reload`).
    public mutating func continueSearchNumbering(after other: ListState) {
        searchCounter = max(searchCounter, other.searchCounter)
    }
}
