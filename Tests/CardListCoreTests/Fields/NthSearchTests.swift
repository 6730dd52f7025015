import Testing
@testable import CardListCore
@testable import Items
@testable import Search
@testable import CardListOptions

/// `--nth`: the query searches only some fields of each line, on every path (the store's
/// search, which `--filter` and the list run, and ``Matcher/score(name:summary:label:detail:tags:)``).
@Suite struct NthSearchTests {
    private func matcher(_ query: String, nth: String, delimiter: String? = nil) throws -> Matcher {
        var options = try Options.parse(["--nth", nth] + (delimiter.map { ["-d", $0] } ?? []))
        options.query = query
        return SearchSettings(options: options).matcher(for: query)
    }

    private func found(_ lines: [String], _ query: String, nth: String, delimiter: String? = nil) throws -> [String] {
        let store = ItemStore(items: lines.map { Item(name: $0) }, format: .lines)
        let matcher = try matcher(query, nth: nth, delimiter: delimiter)
        let ranked = store.search(matcher, in: store.indices).map { lines[$0.item] }
        // One matcher: the string path agrees with the store's.
        let scored = lines.filter { matcher.score(name: $0) != nil }
        #expect(Set(scored) == Set(ranked))
        return ranked
    }

    @Test func onlyTheFieldsNamedAreSearched() throws {
        #expect(try found(["x:a", "a:x", "b:b"], "x", nth: "2", delimiter: ":") == ["a:x"])
        #expect(try found(["q  one", "one  q", "two z"], "q", nth: "2") == ["one  q"])
    }

    @Test func rangesAndNegativeFieldsAreSearched() throws {
        let lines = ["x:a:b", "a:x:b", "a:b:x"]
        #expect(try found(lines, "x", nth: "2..", delimiter: ":") == ["a:x:b", "a:b:x"])
        #expect(try found(lines, "x", nth: "..-2", delimiter: ":") == ["x:a:b", "a:x:b"])
        #expect(try found(lines, "x", nth: "-1", delimiter: ":") == ["a:b:x"])
    }

    @Test func aTermDoesNotMatchAcrossTwoParts() throws {
        // "a:" and "b" are searched apart: `a:b` is in neither.
        #expect(try found(["a:b:c"], "'a:b", nth: "1,2", delimiter: ":") == [])
        #expect(try found(["a:b:c"], "'a:b", nth: "1..2", delimiter: ":") == ["a:b:c"])
    }

    @Test func anEndAnchorFindsTheLastPartWithoutItsDelimiter() throws {
        #expect(try found(["a:b:c", "x:y:"], "b$", nth: "1,2", delimiter: ":") == ["a:b:c"])
        #expect(try found(["a:b:c", "x:y:"], "y$", nth: "2", delimiter: ":") == ["x:y:"])
    }

    @Test func theFirstPartATermMatchesIsTheOneScoredAsInFzf() throws {
        // fzf 0.74 `-d : --nth 1,2 --filter abc` and `--nth 2,1`.
        let lines = ["xxaxbxc:abc", "abc:xaxbxc", "ab c:zz", "zz:ab c"]
        #expect(try found(lines, "abc", nth: "1,2", delimiter: ":") == ["abc:xaxbxc", "ab c:zz", "zz:ab c", "xxaxbxc:abc"])
        #expect(try found(lines, "abc", nth: "2,1", delimiter: ":") == ["xxaxbxc:abc", "ab c:zz", "zz:ab c", "abc:xaxbxc"])
    }

    @Test func onlyTheSearchedPartsAreHighlighted() throws {
        let matcher = try matcher("x", nth: "2", delimiter: ":")
        let name = "x:ax:x"
        #expect(matcher.matchedRanges(inName: name).map { name.utf8.distance(from: name.startIndex, to: $0.lowerBound) } == [3])
        #expect(Matcher(query: "x").matchedRanges(inName: name).count == 1)
    }

    @Test func fieldNamesPickTheItemFieldsSearched() throws {
        let store = ItemStore(items: [Item(name: "Latte", summary: "milk"), Item(name: "milk tea", summary: "tea")], format: .json)
        let bySummary = SearchSettings(options: try Options.parse(["--nth", "summary"])).matcher(for: "milk")
        #expect(store.search(bySummary, in: store.indices).map(\.item) == [0])
        let byName = SearchSettings(options: try Options.parse(["--nth", "name"])).matcher(for: "milk")
        #expect(store.search(byName, in: store.indices).map(\.item) == [1])
    }

    @Test func numbersCountTheFieldsOfAStructuredItemsName() throws {
        let store = ItemStore(items: [Item(name: "Flat white", summary: "flat"), Item(name: "White flat")], format: .json)
        let second = SearchSettings(options: try Options.parse(["--nth", "2"])).matcher(for: "flat")
        #expect(store.search(second, in: store.indices).map(\.item) == [1])
    }
}
