extension ListState {
    /// The matcher of the filter query while it narrows the list, for highlighting matches.
    public var matcher: Matcher? {
        let matcher = Matcher(query: filterQuery)
        return isFilterOpen && !matcher.isEmpty ? matcher : nil
    }

    /// Opens the filter's query line (the list keeps its items until a query is typed).
    public mutating func openFilter(in context: ListContext) {
        guard !isFilterOpen else { return }
        isFilterOpen = true
        typeAhead.reset()
        revealSelection(in: context)
    }

    /// Closes the filter and shows every item again, the same item selected and in view.
    public mutating func closeFilter(in context: ListContext) {
        guard isFilterOpen else { return }
        isFilterOpen = false
        filterQuery = ""
        queryLine = QueryLine()
        matches = nil
        filteredCount = 0
        offset = .top
        revealSelection(in: context)
    }

    /// Sets the filter query and narrows the list to the items matching it. The current
    /// item stays current when it still matches, else the first match becomes current.
    ///
    /// - Complexity: O(*n*) in the items (the one operation allowed to be); when the new
    ///   query only adds to the old one, only the old matches are tested.
    public mutating func setFilterQuery(_ query: String, in context: ListContext) {
        let previous = filterQuery
        filterQuery = query
        if queryLine.text != query { queryLine = QueryLine(query) }
        let matcher = Matcher(query: query)
        if matcher.isEmpty {
            matches = nil
        } else if let old = matches, !Matcher(query: previous).isEmpty, query.hasPrefix(previous) {
            matches = context.matches(of: matcher, in: .candidates(old))
            matches! += newMatches(of: matcher, in: context)
        } else {
            filteredCount = 0
            matches = newMatches(of: matcher, in: context)
        }
        filteredCount = context.itemCount
        if selectedPosition(in: context) == nil, let first = item(at: 0, in: context) {
            selection = first
        }
        offset = .top
        revealSelection(in: context)
    }

    /// Tests the items read since the last call against the query (call it when items were
    /// appended while loading).
    ///
    /// - Complexity: O(*k*) in the *k* new items.
    public mutating func itemsDidChange(in context: ListContext) {
        guard matches != nil, filteredCount < context.itemCount else { return }
        let hadVisibleSelection = selectedPosition(in: context) != nil
        matches! += newMatches(of: Matcher(query: filterQuery), in: context)
        filteredCount = context.itemCount
        if !hadVisibleSelection, let first = item(at: 0, in: context) {
            selection = first
            revealSelection(in: context)
        }
    }

    private func newMatches(of matcher: Matcher, in context: ListContext) -> [Int] {
        context.matches(of: matcher, in: .items(min(filteredCount, context.itemCount)..<context.itemCount))
    }

    /// Scrolls the current item into view with the margin, when it is visible.
    mutating func revealSelection(in context: ListContext) {
        if let position = selectedPosition(in: context) {
            reveal(position, margin: scrollOff, in: context)
        }
        clampOffset(in: context)
    }
}

extension ListContext {
    /// The items of `scope` that match `matcher`, through ``filter`` when given.
    func matches(of matcher: Matcher, in scope: FilterScope) -> [Int] {
        if let filter { return filter(matcher, scope) }
        switch scope {
        case .items(let range): return range.filter { matcher.matches(haystack($0)) }
        case .candidates(let items): return items.filter { matcher.matches(haystack($0)) }
        }
    }
}
