import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// The lines matching `query`, ranked as `--filter` ranks them under `settings`.
private func ranked(_ lines: [String], _ query: String, _ settings: SearchSettings, sorted: Bool = true) -> [String] {
    let store = ItemStore(items: lines.map { Item(name: $0) })
    return store.search(settings.matcher(for: query), in: store.indices, sorted: sorted).map { lines[$0.item] }
}

private func tiebreak(_ criteria: Tiebreak...) -> SearchSettings {
    SearchSettings(tiebreaks: criteria)
}

/// `--tiebreak`'s criteria, one example each in which the criterion and the default order
/// disagree (every line scores alike, so only the criteria decide).
@Suite struct TiebreakOrderTests {
    @Test func lengthPutsTheShorterNameFirst() {
        let lines = ["ab long line", "ab mid", "ab"]
        #expect(ranked(lines, "ab", tiebreak(.length)) == ["ab", "ab mid", "ab long line"])
    }

    @Test func indexAloneKeepsTheInputOrder() {
        let lines = ["ab long line", "ab mid", "ab"]
        #expect(ranked(lines, "ab", tiebreak()) == lines)
    }

    @Test func beginPutsTheMatchNearerTheStartFirst() {
        // The longer line matches earlier.
        #expect(ranked(["zzabz", "zabzzz"], "ab", tiebreak(.begin)) == ["zabzzz", "zzabz"])
        #expect(ranked(["zzabz", "zabzzz"], "ab", tiebreak()) == ["zzabz", "zabzzz"])
    }

    @Test func beginDoesNotCountLeadingBlanks() {
        // Counted from the first non-blank character, the indented line matches sooner.
        #expect(ranked(["zzabz", "   zabz"], "ab", tiebreak(.begin)) == ["   zabz", "zzabz"])
    }

    @Test func endPutsTheMatchNearerTheEndFirst() {
        #expect(ranked(["zabzz", "zzabz"], "ab", tiebreak(.end)) == ["zzabz", "zabzz"])
        #expect(ranked(["zabzz", "zzabz"], "ab", tiebreak()) == ["zabzz", "zzabz"])
    }

    @Test func endTakesTheLastOfEquallyGoodPlaces() {
        // Each line holds `ab` twice; placed at its last, the first line's ends nearer its end.
        #expect(ranked(["zabzzzabz", "zzabzabzz"], "ab", tiebreak(.end)) == ["zabzzzabz", "zzabzabzz"])
    }

    @Test func endHighlightsTheLastOfEquallyGoodPlaces() {
        // What is highlighted is where the ranking placed the term.
        let text = "ab ab"
        func starts(_ settings: SearchSettings) -> [Int] {
            settings.matcher(for: "ab").matchedRanges(in: text).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
        }
        #expect(starts(tiebreak(.end)) == [3])
        #expect(starts(tiebreak(.length)) == [0])
        #expect(starts(tiebreak(.begin, .end)) == [0])
    }

    @Test func chunkPutsTheShorterRunOfNonBlanksAroundTheMatchFirst() {
        // `zab` is the shorter chunk, in the longer line.
        let lines = ["xxxxab y", "zab yyyyyy"]
        #expect(ranked(lines, "ab", tiebreak(.chunk)) == ["zab yyyyyy", "xxxxab y"])
        #expect(ranked(lines, "ab", tiebreak(.length)) == ["xxxxab y", "zab yyyyyy"])
    }

    @Test func pathnamePutsAMatchInTheFileNameFirst() {
        // The shorter line matches in a folder's name.
        let lines = ["qab/x/y", "x/y/qqab"]
        #expect(ranked(lines, "ab", tiebreak(.pathname)) == ["x/y/qqab", "qab/x/y"])
        #expect(ranked(lines, "ab", tiebreak(.length)) == ["qab/x/y", "x/y/qqab"])
    }

    @Test func pathnamePrefersTheMatchNearerTheFileNameStart() {
        #expect(ranked(["q/zzab", "qq/zab"], "ab", tiebreak(.pathname)) == ["qq/zab", "q/zzab"])
    }

    @Test func pathnameCountsABackslashAsASeparator() {
        #expect(ranked(["qab\\x", "x\\qqab"], "ab", tiebreak(.pathname)) == ["x\\qqab", "qab\\x"])
    }

    @Test func criteriaApplyInTheOrderListed() {
        // Begin and length disagree; the first criterion listed wins, the second breaks its ties.
        let lines = ["zzab", "zabzzz", "zabz"]
        #expect(ranked(lines, "ab", tiebreak(.begin, .length)) == ["zabz", "zabzzz", "zzab"])
        #expect(ranked(lines, "ab", tiebreak(.length, .begin)) == ["zabz", "zzab", "zabzzz"])
    }

    @Test func indexBreaksTheTiesTheCriteriaLeave() {
        // fzf's own example: begin first, then input order among equal begins.
        let lines = ["xab long", "ab long", "xab", "ab"]
        #expect(ranked(lines, "ab", tiebreak(.begin)) == ["ab long", "ab", "xab long", "xab"])
    }

    @Test func theScoreStillComesFirst() {
        // A match at a word start beats a shorter line's match inside a word, whatever the criteria.
        #expect(ranked(["zzzzab", "x ab long line"], "ab", tiebreak(.end)) == ["x ab long line", "zzzzab"])
    }

    @Test func theCriteriaMeasureTheNameNotTheOtherFields() {
        // With the name not searched there is no match in it: every criterion but
        // length ties, and input order decides.
        let items = [Item(name: "a", summary: "zzab"), Item(name: "b", summary: "zab")]
        let store = ItemStore(items: items)
        let matcher = SearchSettings(fields: .summary, tiebreaks: [.begin]).matcher(for: "ab")
        #expect(store.search(matcher, in: store.indices).map(\.item) == [0, 1])
        let byName = SearchSettings(tiebreaks: [.begin]).matcher(for: "ab")
        let named = ItemStore(items: [Item(name: "zzab"), Item(name: "zab")])
        #expect(named.search(byName, in: named.indices).map(\.item) == [1, 0])
    }

    @Test func aNameWithoutTheMatchRanksAfterOnesWithIt() {
        #expect(TiebreakKey.value(.begin, length: 3, name: UnsafeBufferPointer(start: nil, count: 0), bounds: nil) == TiebreakKey.worst)
    }

    @Test func aRankedMatchStaysSixteenBytes() {
        // The search collects one per match: at a million matches each byte is a megabyte.
        #expect(MemoryLayout<RankedMatch>.stride == 16)
    }

    @Test func aReversedMatchKeepsItsItem() {
        for item in [0, 1, 7, 1_000_000, Int(Int32.max)] {
            #expect(RankedMatch(item: item, score: 1, ties: 0, reversed: true).item == item)
            #expect(RankedMatch(item: item, score: 1, ties: 0).item == item)
        }
    }
}

/// `--scheme`, `--tac` and `--literal`.
@Suite struct SearchSchemeTests {
    @Test func thePathSchemePrefersAMatchInTheFileName() {
        let lines = ["xylo/other/a.c", "src/lib/x.c"]
        #expect(ranked(lines, "x", SearchSettings(scheme: .path)) == ["src/lib/x.c", "xylo/other/a.c"])
        #expect(ranked(lines, "x", SearchSettings()) == ["xylo/other/a.c", "src/lib/x.c"])
    }

    @Test func thePathSchemeCountsOnlyASlashAsADelimiter() {
        // By default `:` is a delimiter like `/`; for paths a colon is punctuation, and a
        // word after a slash earns more.
        let lines = ["qq:ab", "qq/ab"]
        #expect(ranked(lines, "ab", SearchSettings(scheme: .path, tiebreaks: [])) == ["qq/ab", "qq:ab"])
        #expect(ranked(lines, "ab", SearchSettings(tiebreaks: [])) == ["qq:ab", "qq/ab"])
    }

    @Test func theHistorySchemeKeepsTheInputOrderOfEqualMatches() {
        let lines = ["git commit -m long message", "git co", "git checkout main"]
        #expect(ranked(lines, "git c", SearchSettings(scheme: .history)) == lines)
        #expect(ranked(lines, "git c", SearchSettings()) == ["git co", "git checkout main", "git commit -m long message"])
    }

    @Test func theHistorySchemeGivesEveryWordStartAlike() {
        // By default a word after a space beats one after a dash; in history they tie.
        let lines = ["qq-ab", "qq ab"]
        #expect(ranked(lines, "ab", SearchSettings(scheme: .history)) == ["qq-ab", "qq ab"])
        #expect(ranked(lines, "ab", SearchSettings()) == ["qq ab", "qq-ab"])
    }

    @Test func eachSchemeSetsItsTiebreaks() {
        #expect(SearchScheme.default.tiebreaks == [.length])
        #expect(SearchScheme.path.tiebreaks == [.pathname, .length])
        #expect(SearchScheme.history.tiebreaks == [])
    }

    @Test func tacReversesTiesAndTheUnrankedOrder() {
        let tac = SearchSettings(reversesInput: true)
        #expect(ranked(["1", "2", "3"], "", tac) == ["3", "2", "1"])
        #expect(ranked(["xab1", "xab2", "ab", "xab3"], "ab", tac) == ["ab", "xab3", "xab2", "xab1"])
        #expect(ranked(["xab1", "q", "ab", "xab3"], "ab", tac, sorted: false) == ["xab3", "ab", "xab1"])
        #expect(ranked(["a", "b", "c"], "!b", tac) == ["c", "a"])
    }

    @Test func literalKeepsAccentsApart() {
        let literal = SearchSettings(literal: true)
        #expect(literal.matcher(for: "cafe").matches("café") == false)
        #expect(literal.matcher(for: "café").matches("CAFÉ"))
        #expect(literal.matcher(for: "'cafe").matches("Café") == false)
        #expect(SearchSettings().matcher(for: "cafe").matches("café"))
    }

    @Test func thePathSchemeHighlightsWhereItRanks() {
        // For paths a colon is punctuation: the word after the slash scores more, and is
        // what is highlighted (by default both score alike and the first is).
        let matcher = SearchSettings(scheme: .path).matcher(for: "ab")
        let text = "qq:ab/ab"
        #expect(matcher.matchedRanges(in: text).map { text.distance(from: text.startIndex, to: $0.lowerBound) } == [6])
        let standard = SearchSettings().matcher(for: "ab")
        #expect(standard.matchedRanges(in: text).map { text.distance(from: text.startIndex, to: $0.lowerBound) } == [3])
    }
}
