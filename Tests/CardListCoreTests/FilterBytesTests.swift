import Testing
import Rows
@testable import CardListCore
@testable import Items
@testable import Search

@Suite struct FilterBytesTests {
    static let items: [Item] = [
        Item(name: "Flat white", summary: "Velvety microfoam"),
        Item(name: "Café au lait"),
        Item(name: "CAFE CREME", summary: "Ångström strength"),
        Item(name: "Matcha", summary: "抹茶 latte"),
        Item(name: "x", summary: ""),
        Item(name: "Tea", summary: "flat"),
        Item(name: "Crème brûlée", detail: "€5"),
    ]

    /// What the item scorer says for every item, in input order.
    func expected(_ query: String, _ items: [Item] = Self.items) -> [Int] {
        let matcher = Matcher(query: query)
        return items.indices.filter { matcher.score(items[$0]) != nil }
    }

    /// The item scorer's ranking of `items`.
    func expectedRanking(_ query: String, _ items: [Item] = Self.items) -> [Int] {
        let matcher = Matcher(query: query)
        var ranked = items.indices.compactMap { index in
            matcher.score(items[index]).map { RankedMatch(item: index, score: $0, length: Int32(items[index].name.unicodeScalars.count)) }
        }
        ranked.rank()
        return ranked.map(\.item)
    }

    @Test func byteFilterAgreesWithTheStringMatcher() {
        let store = ItemStore(items: Self.items)
        let queries = ["cafe", "CAFÉ", "fl wh", "flat", "angstrom", "抹茶", "latte matcha", "creme", "t", "x", "zz", "e  c"]
        for query in queries {
            #expect(store.matches(of: Matcher(query: query), in: store.indices) == expected(query), "\(query)")
            #expect(store.search(Matcher(query: query), in: store.indices).map(\.item) == expectedRanking(query), "\(query)")
        }
    }

    @Test func emptyQueryMatchesEveryItemInTheRange() {
        let store = ItemStore(items: Self.items)
        #expect(store.matches(of: Matcher(query: " "), in: 2..<5) == [2, 3, 4])
        #expect(store.matches(of: Matcher(query: "a"), in: -3..<100) == expected("a"))
    }

    @Test func narrowingTestsOnlyTheCandidates() {
        let store = ItemStore(items: Self.items)
        #expect(store.matches(of: Matcher(query: "'flat"), among: [1, 5, 99]) == [5])
    }

    @Test func manySegmentsAreSearchedInOrderAcrossCores() {
        var store = ItemStore()
        var all: [Item] = []
        for segment in 0..<40 {
            let items = (0..<250).map { Item(name: "item \(segment * 250 + $0)", summary: $0 % 3 == 0 ? "Dreißig Äpfel" : "plain") }
            all += items
            store.append(ItemSegment(items: items, firstPosition: segment * 250))
        }
        for query in ["apfel", "7 plain", "item 99"] {
            #expect(store.matches(of: Matcher(query: query), in: store.indices) == expected(query, all))
        }
        let candidates = Array(stride(from: 0, to: 10_000, by: 2))
        #expect(store.matches(of: Matcher(query: "apfel"), among: candidates) == candidates.filter { $0 % 250 % 3 == 0 })
    }

    /// Candidates side by side and far apart (these fetched ahead of reading, see
    /// ``ItemSegment/forEachMatch``): plain lines, items with fields, empty names and runs
    /// ending at a segment's edge all match as the search over every item does.
    @Test(arguments: [InputFormat.lines, .json])
    func narrowingAmongScatteredCandidatesFindsWhatTheWholeSearchFinds(format: InputFormat) {
        var store = ItemStore()
        var all: [Item] = []
        for segment in 0..<6 {
            let items = (0..<500).map { number -> Item in
                let index = segment * 500 + number
                let name = format == .json && index % 11 == 0 ? "" : "item \(index) \(index % 5 == 0 ? "flat" : "tall")"
                return Item(name: name, summary: format == .json ? (index % 3 == 0 ? "flat white" : "") : nil)
            }
            all += items
            var stored = ItemSegment(firstPosition: segment * 500, format: format)
            for item in items {
                if format == .lines {
                    // As lines are read: the record is the name, with no spans stored.
                    Array(item.name.utf8).withUnsafeBufferPointer { stored.appendLine($0) }
                } else {
                    stored.append(item)
                }
            }
            #expect(stored.fields.isEmpty == (format == .lines))
            store.append(stored)
        }
        for gap in [1, 4, 9, 61] {
            let candidates = Array(stride(from: gap / 2, to: all.count, by: gap))
            for query in ["flat", "fl 0", "item 2"] {
                let wanted = Set(candidates)
                #expect(store.matches(of: Matcher(query: query), among: candidates)
                        == expected(query, all).filter(wanted.contains), "\(query) every \(gap) (\(format))")
            }
        }
    }

    @Test func candidatesFourOrMoreApartOnAverageAreFetchedAhead() {
        #expect(ItemStore.isScattered(first: 10, last: 22, count: 4))   // 4 apart
        #expect(!ItemStore.isScattered(first: 10, last: 21, count: 4))
        #expect(ItemStore.isScattered(first: 0, last: 100, count: 3))   // unevenly, 50 apart
        #expect(!ItemStore.isScattered(first: 0, last: 999, count: 1_000))
        #expect(ItemStore.isScattered(first: 7, last: 7, count: 1))
    }

    @Test func aLargeSegmentIsSplitAndItsMatchesStayInOrder() {
        let items = (0..<10_000).map { Item(name: "n\($0)", summary: $0 % 7 == 0 ? "Seven" : nil) }
        let store = ItemStore(items: items)
        #expect(store.matches(of: Matcher(query: "seven"), in: 5..<9_999) == expected("seven", items).filter { $0 >= 5 })
    }

    @Test func randomTextAgreesWithTheStringMatcher() {
        let pieces = ["a", "b", "B", "z", "Z", " ", "1", "é", "É", "ß", "\u{FB01}", "ab", "ba"]
        var seed: UInt64 = 7
        func pick() -> String {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return pieces[Int(seed >> 33) % pieces.count]
        }
        func text(_ length: Int) -> String { (0..<length).map { _ in pick() }.joined() }
        let items = (0..<400).map { index in
            Item(name: text(index % 23), summary: index % 3 == 0 ? nil : text(index % 31))
        }
        let store = ItemStore(items: items)
        for _ in 0..<60 {
            let query = text(1 + Int(seed >> 60) % 3) + " " + text(Int(seed >> 59) % 3)
            #expect(store.matches(of: Matcher(query: query), in: store.indices) == expected(query, items), "\(query)")
        }
    }

    @Test func theListFilterRanksWithTheStoresSearch() {
        var context = makeContext(names: Self.items.map(\.name), rowHeight: 1)
        context.store = ItemStore(items: Self.items)
        var state = smallState()
        state.settings = context.settings
        state.run([.key(.character("/"))], in: context)
        state.type("ca", in: context)
        #expect(state.filteredItems.map(Array.init) == expectedRanking("ca"))
        state.type("fe", in: context)
        #expect(state.filteredItems.map(Array.init) == expectedRanking("cafe"))
        #expect(Set(expectedRanking("cafe")) == [1, 2])
    }
}
