import Foundation
import Rows
import Testing
@testable import CardListCore
@testable import Items

/// The sample catalogs parse and have the shape the demos rely on.
@Suite struct ResourcesTests {
    static let catalogNames = ["coffee.json", "itinerary.json", "accounts.json"]

    static func path(of name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/\(name)").path
    }

    private func catalog(_ name: String) throws -> [Item] {
        try ItemReader().items(atPath: Self.path(of: name))
    }

    @Test(arguments: catalogNames)
    func catalogDecodesTheSameInOneByteChunks(name: String) throws {
        let bytes = [UInt8](try ItemReader.contents(ofFile: Self.path(of: name)))
        #expect(outcome(bytes, size: 1) == outcome(bytes))
        #expect(try decodeInChunks(bytes, size: 1) == catalog(name))
    }

    @Test(arguments: catalogNames)
    func catalogParsesLikeFoundation(name: String) throws {
        let data = try ItemReader.contents(ofFile: Self.path(of: name))
        let ours = try JSONParser.parse([UInt8](data))
        let theirs = try JSONSerialization.jsonObject(with: Data(data))
        #expect(JSONParserConsistencyTests.matches(ours, theirs))
    }

    @Test func coffeeHasFourteenDrinksWithSummariesOfOneToFiveLinesAtSixtyColumns() throws {
        let items = try catalog("coffee.json")
        #expect(items.count >= 14)
        #expect(items.allSatisfy { $0.summary != nil && ($0.image?.hasSuffix(".png") == true || $0.image?.hasSuffix(".jpg") == true) && $0.detail != nil })
        let lineCounts = items.map { TextLayout.lineCount(Text($0.summary ?? ""), width: 60) }
        #expect(lineCounts.min() == 1)
        #expect(lineCounts.max() == 5)
        #expect(Set(lineCounts) == [1, 2, 3, 4, 5])
        #expect(items.contains { $0.name == "Café au lait" })
        #expect(items.contains { $0.name == "抹茶ラテ" })
        #expect(items.contains { $0.name == "Flat white" && $0.image == "images/flat-white.png" })
    }

    @Test func itineraryHasTenStopsWithIconsTimesAndTransportTags() throws {
        let items = try catalog("itinerary.json")
        #expect(items.count >= 10)
        #expect(items.allSatisfy { $0.icon?.isEmpty == false && $0.time != nil && $0.label != nil })
        let tags = Set(items.flatMap(\.tags))
        #expect(tags.isSuperset(of: ["S1", "ICE 578", "Bus 42"]))
        #expect(items.map(\.time) == items.map(\.time).sorted { ($0 ?? "") < ($1 ?? "") })
    }

    @Test func accountsHavePositiveAndNegativeAmountsInTwoCurrencies() throws {
        let items = try catalog("accounts.json")
        #expect(items.count >= 8)
        #expect(items.allSatisfy { $0.amount != nil })
        #expect(items.contains { ($0.amount ?? 0) > 0 })
        #expect(items.contains { ($0.amount ?? 0) < 0 })
        #expect(Set(items.compactMap(\.currency)) == ["EUR", "USD"])
        #expect(items.first { $0.name == "Credit card" }?.amount == Amount("-684.20"))
    }
}
