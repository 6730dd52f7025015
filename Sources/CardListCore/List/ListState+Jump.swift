extension ListState {
    /// Adds `character` to the jump prefix typed at `now` and selects the first item at or
    /// after the current one (wrapping) whose name starts with the prefix, ignoring case and
    /// accents. With no match the selection stays and the status says so.
    public mutating func typeAhead(_ character: Character, at now: Duration, in items: some ListItems) {
        let search = typeAhead.type(character, at: now, current: selection)
        jump(to: search, in: items)
    }

    /// Deletes the last character of the jump prefix and searches again from the item where
    /// the jump started.
    mutating func deleteJumpCharacter(at now: Duration, in items: some ListItems) {
        if let search = typeAhead.deleteBackward(at: now) {
            jump(to: search, in: items)
        } else {
            typeAhead.reset()
        }
    }

    /// Drops the jump prefix when its timeout has passed; returns whether anything changed
    /// (the app calls this when ``TypeAhead/deadline`` passes, then redraws).
    @discardableResult
    public mutating func tick(at now: Duration) -> Bool {
        typeAhead.expire(at: now)
    }

    private mutating func jump(to search: TypeAhead.Search, in items: some ListItems) {
        var found = firstItem(withPrefix: search.prefix, atOrAfter: search.start, resumingAt: search.resume, in: items)
        // The first match is where a longer prefix resumes, even when an equal name wins.
        typeAhead.match = found.map { TypeAhead.Match(item: $0, start: search.start, count: items.count) }
        if found != nil, search.prefersExactName {
            found = firstItem(named: search.prefix, atOrAfter: search.start, in: items) ?? found
        } else if found == nil, let cycle = search.cycle {
            found = firstItem(withPrefix: cycle.letter, atOrAfter: cycle.start, in: items)
            typeAhead.cycle(from: selection)
        }
        if let item = found, position(of: item, in: items) != nil {
            statusMessage = nil
            selection = item
            scroll(to: item, anchor: .nearest, in: items)
        } else {
            statusMessage = "no item starts with \"\(typeAhead.prefix)\""
        }
    }

    /// The first item at or after `start`, wrapping round, whose folded name is the folded
    /// `name`, among the items the name index covers; nil without an index.
    ///
    /// Items the index does not cover yet (it is built in the background) are not scanned:
    /// that would read every item on every key. Until the index is ready, the first name
    /// that starts with the prefix is taken, as before.
    ///
    /// - Complexity: O(log *n*).
    func firstItem(named name: String, atOrAfter start: Int, in items: some ListItems) -> Int? {
        let count = items.count
        guard count > 0, let index = items.nameIndex else { return nil }
        let start = start >= count || start < 0 ? 0 : start
        func first(in range: Range<Int>) -> Int? {
            let indexed = range.clamped(to: 0..<index.count)
            return indexed.isEmpty ? nil : index.firstItem(named: name, in: indexed)
        }
        return first(in: start..<count) ?? first(in: 0..<start)
    }

    /// The first item at or after `start`, wrapping round, whose folded name starts with the
    /// folded `prefix`: through the name index where it is ready (and for the items it
    /// covers), by a linear scan otherwise.
    ///
    /// With `resume`, the items from `start` up to the one it names (going round, among
    /// those it counted) are known not to match and are not read.
    func firstItem(withPrefix prefix: String, atOrAfter start: Int, resumingAt resume: TypeAhead.Match? = nil, in items: some ListItems) -> Int? {
        let count = items.count
        guard count > 0 else { return nil }
        let start = start >= count || start < 0 ? 0 : start
        let key = NameFolding.fold(prefix)
        func first(in range: Range<Int>) -> Int? {
            firstItem(withFoldedPrefix: key, prefix: prefix, in: range, of: items)
        }
        if let resume, resume.start == start, resume.count <= count, resume.item < resume.count {
            if resume.item >= start { return first(in: resume.item..<count) ?? first(in: 0..<start) }
            // Found after going round: items read since then come first, then the rest.
            return first(in: max(start, resume.count)..<count) ?? first(in: resume.item..<start)
        }
        return first(in: start..<count) ?? first(in: 0..<start)
    }

    private func firstItem(withFoldedPrefix key: String, prefix: String, in range: Range<Int>, of items: some ListItems) -> Int? {
        guard !range.isEmpty else { return nil }
        var scanFrom = range.lowerBound
        if let index = items.nameIndex {
            let indexed = range.clamped(to: 0..<index.count)
            if !indexed.isEmpty, let item = index.firstItem(withPrefix: prefix, in: indexed) { return item }
            scanFrom = max(scanFrom, index.count)
        }
        guard scanFrom < range.upperBound else { return nil }
        return items.firstItem(withFoldedPrefix: key, in: scanFrom..<range.upperBound)
    }
}
