import Testing
@testable import CardListCore
@testable import Items

@Suite struct JumpIndexTests {
    /// Names that share long prefixes, differ in case and accents, and are shorter than eight bytes.
    static let names: [String] = (0..<600).map { index in
        let stems = ["Crème brûlée", "creme caramel", "https://example.org/", "ab", "Äb", "b", "", "https://example.org/a"]
        return "\(stems[index % stems.count])\(index % 13 == 0 ? "" : String(index % 17))"
    }

    /// The first item in `items` whose folded name starts with the folded `prefix`, by folding every name.
    func linear(_ prefix: String, in items: Range<Int>) -> Int? {
        let key = NameFolding.fold(prefix)
        return items.first { NameFolding.fold(Self.names[$0]).hasPrefix(key) }
    }

    @Test func indexAgreesWithFoldingEveryName() {
        let index = NameIndex(names: Self.names)
        let prefixes = ["", "c", "CRÈME", "creme b", "creme c", "https://example.org/", "https://example.org/a1",
                        "https://example.org/1", "ab", "äb1", "b1", "zz", "crème brûlée1"]
        for prefix in prefixes {
            for range in [0..<600, 250..<600, 0..<10, 599..<600] {
                #expect(index.firstItem(withPrefix: prefix, in: range) == linear(prefix, in: range), "\(prefix) \(range)")
            }
        }
    }

    @Test func indexKeepsNamesInFoldedOrder() {
        let index = NameIndex(names: Self.names)
        let folded = index.items.map { Array(NameFolding.fold(Self.names[Int($0)]).utf8) }
        #expect(zip(folded, folded.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) })
        #expect(Set(index.items).count == Self.names.count)
    }

    @Test func sortingInSmallGroupsGivesTheSameOrder() {
        let store = ItemStore(items: Self.names.map { Item(name: $0) })
        #expect(NameIndex(store: store, namesPerGroup: 7).items == NameIndex(store: store).items)
        #expect(NameIndex(store: store, namesPerGroup: 1).items == NameIndex(store: store).items)
    }

    @Test func byteScanFallbackAgreesWithFoldingEveryName() {
        let store = ItemStore(items: Self.names.map { Item(name: $0) })
        for prefix in ["creme", "ab", "https://example.org/a", "b1", "q"] {
            let key = NameFolding.fold(prefix)
            #expect(store.firstItem(withFoldedPrefix: key, in: 0..<600) == linear(prefix, in: 0..<600))
            #expect(store.firstItem(withFoldedPrefix: key, in: 400..<450) == linear(prefix, in: 400..<450))
        }
    }

    @Test func radixSortOrdersKeysAndMovesItemsAlong() {
        var generator = SystemRandomNumberGenerator()
        var keys = (0..<5_000).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) >> UInt32.random(in: 0...31, using: &generator) }
        keys += Array(repeating: 42, count: 100)
        expectRadixSortOrders(keys)
    }

    /// Radix-sorts `keys` with their indices as items: the keys come out ascending and
    /// each item still names its key.
    func expectRadixSortOrders<Key: FixedWidthInteger & UnsignedInteger>(_ keys: [Key]) {
        var sorted = keys
        var items = (0..<UInt32(keys.count)).map { $0 }
        KeySort.sort(keys: &sorted, items: &items)
        #expect(sorted == keys.sorted())
        #expect(items.map { keys[Int($0)] } == sorted)
    }

    @Test func radixSortHandlesKeysThatShareTheirHighBytes() {
        var generator = SystemRandomNumberGenerator()
        var keys: [UInt64] = (0..<3_000).map { _ in 0x2026_1205_0000_0000 | UInt64.random(in: 0...0xFFFF, using: &generator) }
        keys += Array(repeating: 0x2026_1205_0000_0007, count: 200)
        expectRadixSortOrders(keys)

        var equal = [UInt64](repeating: 9, count: 100)
        var untouched = (0..<UInt32(100)).map { $0 }
        KeySort.sort(keys: &equal, items: &untouched)
        #expect(untouched == Array(0..<100))
    }

    /// Log-like names: long shared prefixes, many exact repeats, case and accents, names
    /// ending on the eight-byte boundaries the sort works in.
    static let logNames: [String] = (0..<3_000).map { index in
        switch index % 7 {
        case 0: "2026-12-05 10:00:0\(index % 3) GET /api/items/\(index % 40)"
        case 1: "2026-12-05 10:00:0\(index % 3) GET /API/ITEMS/\(index % 40)"
        case 2: "2026-12-05 10:00:01 déjà vu \(index % 5)"
        case 3: "2026-12-05 10:00:01 DEJA VU \(index % 5)"
        case 4: ["2026-12-", "2026-12-05 10:00", "2026-12-05 10:00:01 GET", "2026-12-05 10:00:01 GET "][index % 4]
        case 5: "2026-12-05 10:00:01 GET /api/items/7"
        default: "2026-12-05 1\(index)"
        }
    }

    @Test func namesSharingLongPrefixesSortByFoldedBytesThenByItem() {
        let index = NameIndex(names: Self.logNames)
        let folded = Self.logNames.map { Array(NameFolding.fold($0).utf8) }
        let expected = folded.indices.sorted { lhs, rhs in
            folded[lhs] == folded[rhs] ? lhs < rhs : folded[lhs].lexicographicallyPrecedes(folded[rhs])
        }
        let firstDifference = expected.indices.first { index.items.indices.contains($0) && Int(index.items[$0]) != expected[$0] }
        #expect(index.items.count == expected.count)
        #expect(firstDifference == nil)
    }

    @Test func jumpBeforeTheIndexUsesTheStoresByteScan() {
        var context = makeContext(names: Self.names, rowHeight: 1, indexed: false)
        let scans = ScanCounter()
        context.scans = scans
        var state = smallState()
        state.settings = context.settings
        state.type("https:", in: context)  // ("/" would open the filter)
        #expect(state.selection == linear("https:", in: 0..<600))
        #expect(scans.itemsRead > 0)
    }
}
