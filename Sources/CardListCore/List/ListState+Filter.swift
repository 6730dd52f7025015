import Search

extension ListState {
    /// The matcher of the results shown while the filter narrows the list, for
    /// highlighting matches: parsed with the search settings when they were shown
    /// (while a search runs, the rows shown are still the last query's).
    public var shownMatcher: Matcher? {
        isFilterOpen && !appliedMatcher.isEmpty ? appliedMatcher : nil
    }

    /// How many items match the filter query; nil when no query narrows the list.
    public var matchCount: Int? { matches?.count }

    /// Opens the filter's query line (the list keeps its items until a query is typed).
    public mutating func openFilter(in items: some ListItems) {
        guard !isFilterOpen else { return }
        isFilterOpen = true
        typeAhead.reset()
        revealSelection(in: items)
    }

    /// Closes the filter and shows every item again, the same item selected and in view.
    public mutating func closeFilter(in items: some ListItems) {
        guard isFilterOpen else { return }
        isFilterOpen = false
        filterQuery = ""
        queryLine = QueryLine()
        appliedMatcher = Matcher(query: "")
        pendingSearch = nil
        matches = nil
        retire(filterCache.removeAll())
        filteredCount = 0
        offset = .top
        revealSelection(in: items)
    }

    /// Sets the filter query and narrows the list to the items matching it, best first;
    /// the best match becomes current (as in fzf).
    ///
    /// With ``SearchSettings/runsInBackground`` the list keeps showing the last results and
    /// ``pendingSearch`` asks for the search; ``applySearch(_:results:in:)`` shows its results.
    ///
    /// - Complexity: O(*n*) in the items (the one operation allowed to be); when the new
    ///   query only adds characters to a plain old one, only the old matches are tested,
    ///   and a query searched a moment ago (Backspace) takes its kept results.
    public mutating func setFilterQuery(_ query: String, in items: some ListItems) {
        filterQuery = query
        if queryLine.text != query { queryLine = QueryLine(query) }
        let running = pendingSearch
        pendingSearch = nil
        let matcher = settings.search.matcher(for: query)
        if matcher.isEmpty {
            show(nil, for: matcher, itemCount: items.count, in: items)
            return
        } else if let kept = filterCache.results(for: query, itemCount: items.count) {
            show(kept, for: matcher, itemCount: items.count, in: items)
            return
        } else if let running, running.matcher.query.groups.count > 1 || running.query.count > 2,
                  Self.narrows(running.query, to: query) {
            // The running search is already selective and finds a superset: it goes on, and
            // its results are narrowed to this query when they arrive. (A search for one or
            // two characters is replaced: the longer query's full search is faster than
            // narrowing its many matches.)
            pendingSearch = running
            return
        } else {
            let scope: FilterScope
            if let matches, Self.narrows(appliedQuery, to: query), filteredCount == items.count {
                // Put in input order by the search, not here.
                scope = .previousMatches(PreviousMatches(matches: matches.results.matches, itemCount: items.count,
                                                         inInputOrder: settings.search.sorts))
            } else {
                scope = .items(0..<items.count)
            }
            if settings.search.runsInBackground, Self.runsInBackground(scope) {
                searchCounter += 1
                pendingSearch = SearchRequest(id: searchCounter, query: query, matcher: matcher, scope: scope,
                                              itemCount: items.count, ranking: ranking(in: items))
                return
            }
            let ranked = items.search(matcher, in: scope, sorted: settings.search.sorts)
            show(MatchList(RankedResults(ordered: ranked)), for: matcher, itemCount: items.count, in: items)
        }
    }

    /// How far a background search ranks its matches: only the best few screenfuls (the
    /// rest when the list scrolls to them), or not at all with `--no-sort`.
    func ranking(in items: some ListItems) -> SearchRanking {
        settings.search.sorts ? .best(max(Self.rankedAhead, 4 * screenSize.height)) : .inputOrder
    }

    /// How many of a background search's matches are ranked at least (a few screenfuls).
    static let rankedAhead = 512

    /// Shows the results of a background search, if it is still the one asked for (a
    /// newer query makes it stale); returns whether it was shown.
    @discardableResult
    public mutating func applySearch(_ request: SearchRequest, results: [RankedMatch], in items: some ListItems) -> Bool {
        applySearch(request, results: RankedResults(ordered: results), in: items)
    }

    /// Shows the results of a background search, ranked as far as ``SearchRequest/ranking``
    /// asked (see ``applySearch(_:results:in:)``).
    @discardableResult
    public mutating func applySearch(_ request: SearchRequest, results: RankedResults, in items: some ListItems) -> Bool {
        guard pendingSearch?.id == request.id else { return false }
        pendingSearch = nil
        show(MatchList(results), for: request.matcher, itemCount: request.itemCount, in: items)
        // Items read while it ran are tested now.
        itemsDidChange(in: items)
        // Characters typed while it ran narrow its results.
        if filterQuery != request.query { setFilterQuery(filterQuery, in: items) }
        return true
    }

    /// Whether a search for the current query (or one it narrows) is still running.
    public var isSearching: Bool { pendingSearch != nil }

    private mutating func show(_ list: MatchList?, for matcher: Matcher, itemCount: Int, in items: some ListItems) {
        matches = list
        appliedMatcher = matcher
        filteredCount = itemCount
        if let list { retire(filterCache.store(list, for: matcher.text, itemCount: itemCount)) }
        offset = .top
        // `--track`: the current item stays current while it matches.
        let keeps = settings.tracks && position(of: selection, in: items) != nil
        if !keeps, let first = item(at: 0, in: items) { selection = first }
        revealSelection(in: items)
    }

    /// Searches of fewer items than this run at once, even in the background mode: they
    /// take about a millisecond, less than handing them to another thread.
    static let backgroundThreshold = 50_000

    /// Narrowing tests fewer items but dearer ones (each matched the shorter query, so
    /// most are scored, not rejected by the quick byte test): from this many candidates it
    /// runs in the background too, so that no key waits for it.
    static let candidateBackgroundThreshold = 10_000

    /// Whether a search of `scope` is to run off the UI thread (in the background mode).
    static func runsInBackground(_ scope: FilterScope) -> Bool {
        switch scope {
        case .items(let range): range.count >= backgroundThreshold
        case .previousMatches(let previous): previous.count >= candidateBackgroundThreshold
        }
    }

    /// The operators that can make a longer query match more: `|`, `!`, `\`, `$`, `'`, `^`.
    static let wideningBytes: [UInt8] = Array("|!\\$'^".utf8)

    /// Whether every item matching `query` also matches `previous`, so that searching the
    /// previous matches is enough: the query only grew and has no operator that widens it.
    static func narrows(_ previous: String, to query: String) -> Bool {
        // Byte for byte: a query that only looks the same (another normalization) is
        // searched afresh, which is never wrong.
        guard !previous.isEmpty, query.utf8.starts(with: previous.utf8) else { return false }
        return !query.utf8.contains { Self.wideningBytes.contains($0) }
    }

    /// Tests the items read since the last call against the query (call it when items were
    /// appended while loading); better new matches take their place in the ranking. Under
    /// `--tac` new items come first: a current item on the first row gives way to the newest.
    ///
    /// - Complexity: O(*k*) in the *k* new items, plus merging them into the matches.
    public mutating func itemsDidChange(in items: some ListItems) {
        let listed = listedCount
        listedCount = items.count
        if matches == nil, settings.search.reversesInput, listed < items.count {
            if listed == 0 || selection == listed - 1 {
                selectFirst(in: items)
            } else {
                keepSelectionInView(in: items)
            }
            return
        }
        guard matches != nil, pendingSearch == nil, filteredCount < items.count else { return }
        let wasOnFirst = selectedPosition(in: items) == 0 || selectedPosition(in: items) == nil
        let added = items.search(appliedMatcher, in: .items(filteredCount..<items.count), sorted: settings.search.sorts)
        filteredCount = items.count
        retire(filterCache.removeAll())
        guard let old = matches?.results else { return }
        if settings.search.sorts, appliedMatcher.ranks {
            // The new matches are ranked wholly, the old as far as they were: as many of the
            // best of both are picked out (all, when the old were all ranked).
            let oldParts = (best: Array(old.matches[..<old.rankedCount]), rest: Array(old.matches[old.rankedCount...]))
            let limit = old.isFullyRanked ? old.count + added.count : old.rankedCount
            matches = MatchList(RankedResults.combining([oldParts, (best: added, rest: [])], limit: limit))
        } else {
            // Input order; reversed, the new matches come first.
            let ordered = settings.search.reversesInput ? added + old.matches : old.matches + added
            matches = MatchList(RankedResults(ordered: ordered))
        }
        if wasOnFirst, let first = item(at: 0, in: items) {
            selection = first
            revealSelection(in: items)
        }
    }

    /// Scrolls the current item into view with the margin, when it is visible.
    mutating func revealSelection(in items: some ListItems) {
        if let position = selectedPosition(in: items) {
            reveal(position, margin: scrollOff, in: items)
        }
        clampOffset(in: items)
    }
}
