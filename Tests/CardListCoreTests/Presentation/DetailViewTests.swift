import Testing
import Rows
@testable import CardListCore
@testable import Items

/// The detail view lays out an item's whole record: whole grids for the sample catalogs'
/// items at several widths, a narrow pane, no picture, a long summary scrolled.
@Suite struct DetailViewTests {
    private func environment(usesColor: Bool = true, charset: Charset = .unicode) -> RowEnvironment {
        RowEnvironment().with(\.localeIdentifier, "en_US").with(\.usesColor, usesColor).with(\.charset, charset)
    }

    private func catalog(_ name: String) throws -> [Item] {
        try ItemReader().items(atPath: ResourcesTests.path(of: name))
    }

    /// The view of `item` drawn into a canvas of `size`.
    private func drawn(_ view: DetailView, _ size: Size, environment: RowEnvironment? = nil) -> Canvas {
        var canvas = Canvas(size: size)
        view.render(into: &canvas, in: canvas.bounds, environment: environment ?? self.environment())
        return canvas
    }

    /// The view of the catalog's item, with its record's other keys.
    private func view(_ item: Item, format: InputFormat = .json, picture: DetailView.PictureState = .off) -> DetailView {
        let record = DetailFields.record(of: item, format: format, columns: nil)
        return DetailView(item: item, extraFields: record.map { DetailFields.extra(in: $0, mapping: .standard) } ?? [],
                          picture: picture)
    }

    @Test func aCoffeeShowsItsWholeSummaryAndEveryField() throws {
        let ristretto = try catalog("coffee.json")[1]
        expectGrid(drawn(view(ristretto), Size(width: 40, height: 12)), """
            |Ristretto                               |
            |The first half of an espresso shot: less|
            |water, more sweetness, a syrupy body and|
            |a finish that lingers.                  |
            |                                        |
            |label   hot                             |
            |detail  €2.20                           |
            |image   images/ristretto.png            |
            |                                        |
            |                                        |
            |                                        |
            |                                        |
            """)
    }

    @Test func aNarrowPaneWrapsEveryPartAndMarksWhatIsBelow() throws {
        let ristretto = try catalog("coffee.json")[1]
        expectGrid(drawn(view(ristretto), Size(width: 16, height: 9)), """
            |Ristretto       |
            |The first half  |
            |of an espresso  |
            |shot: less      |
            |water, more     |
            |sweetness, a    |
            |syrupy body and |
            |a finish that   |
            |lingers.  ▼ more|
            """)
    }

    @Test func scrollingShowsTheRestWithAMarkAtTheTopAndStopsAtTheEnd() throws {
        let ristretto = try catalog("coffee.json")[1]
        var detail = view(ristretto)
        #expect(detail.maximumOffset(for: Size(width: 16, height: 9), in: environment()) == 6)
        detail.offset = 6
        let expected = """
            |syrupy body and▲|
            |a finish that   |
            |lingers.        |
            |                |
            |label   hot     |
            |detail  €2.20   |
            |image   images/r|
            |        istretto|
            |        .png    |
            """
        expectGrid(drawn(detail, Size(width: 16, height: 9)), expected)
        detail.offset = 100
        expectGrid(drawn(detail, Size(width: 16, height: 9)), expected)
    }

    @Test func anAccountShowsItsIconAndTheAmountAsTheRowsFormatIt() throws {
        let savings = try catalog("accounts.json")[1]
        let canvas = drawn(view(savings), Size(width: 44, height: 8))
        expectGrid(canvas, """
            |💰 Savings                                  |
            |Emergency fund, three months of expenses.   |
            |                                            |
            |label   Savings                             |
            |detail  DE44 5001 0517 5407 3249 31         |
            |amount  €12,500.00                          |
            |                                            |
            |                                            |
            """)
        #expect(canvas[8, 5].style.foreground == .green)
    }

    @Test func aJourneyStepShowsEveryTagAndTheTime() throws {
        let change = try catalog("itinerary.json")[2]
        expectGrid(drawn(view(change), Size(width: 36, height: 12)), """
            |🚆 München Hbf                      |
            |Change to the ICE; the train leaves |
            |from platform 19, the long-distance |
            |hall.                               |
            |                                    |
            |label   Change                      |
            |detail  07:41                       |
            |time    07:41                       |
            |tags    ╭──╮ ╭───────╮              |
            |        │S1│ │ICE 578│              |
            |        ╰──╯ ╰───────╯              |
            |                                    |
            """)
    }

    @Test func aRecordsOtherKeysFollowWithNestedValuesByPath() throws {
        let ada = try catalog("users.json")[0]
        expectGrid(drawn(view(ada), Size(width: 30, height: 7)), """
            |Ada Lovelace                  |
            |                              |
            |login          ada            |
            |id             1              |
            |site_admin     false          |
            |location.city  London         |
            |                              |
            """)
    }

    @Test func aLoadingPictureShowsAPlaceholderAsWideAsTheView() throws {
        let espresso = try catalog("coffee.json")[0]
        expectGrid(drawn(view(espresso, picture: .loading), Size(width: 24, height: 9)), """
            |┌──────────────────────┐|
            |│                      │|
            |│       espresso       │|
            |│                      │|
            |└──────────────────────┘|
            |                        |
            |Espresso                |
            |A short, intense shot   |
            |with a hazelnut crema. ▼|
            """)
    }

    @Test func aMissingPictureSaysSoAndTheRestFollows() throws {
        let espresso = try catalog("coffee.json")[0]
        let canvas = drawn(view(espresso, picture: .missing), Size(width: 26, height: 8))
        expectGrid(canvas, """
            |┌────────────────────────┐|
            |│                        │|
            |│        espresso        │|
            |│                        │|
            |└────────────────────────┘|
            | picture cannot be shown  |
            |                          |
            |Espresso            ▼ more|
            """)
    }

    @Test func aPictureIsCentredAboveTheName() throws {
        let espresso = try catalog("coffee.json")[0]
        let cell = Picture.Cell(symbol: "\u{2580}", foreground: .rgb(200, 100, 50), background: .rgb(10, 20, 30))
        let picture = Picture(width: 6, height: 2, cells: Array(repeating: cell, count: 12))
        let canvas = drawn(view(espresso, picture: .shown(picture)), Size(width: 12, height: 5))
        expectGrid(canvas, """
            |   ▀▀▀▀▀▀   |
            |   ▀▀▀▀▀▀   |
            |            |
            |Espresso    |
            |A short,   ▼|
            """)
        #expect(canvas[3, 0].style.foreground == .rgb(200, 100, 50))
        #expect(canvas[8, 1].style.background == .rgb(10, 20, 30))
    }

    @Test func withoutColoursThePictureIsLeftOutAndTheRestShown() throws {
        let espresso = try catalog("coffee.json")[0]
        let cell = Picture.Cell(symbol: "\u{2588}", foreground: .rgb(200, 100, 50), background: nil)
        let picture = Picture(width: 4, height: 2, cells: Array(repeating: cell, count: 8))
        let canvas = drawn(view(espresso, picture: .shown(picture)), Size(width: 20, height: 3),
                           environment: environment(usesColor: false, charset: .ascii))
        #expect(!canvas.lines.joined().contains("\u{2588}"), "\(canvas.fenced)")
    }

    @Test func aPlainLineIsShownWholeAndWrapped() {
        let line = Item(name: "src/main.swift:12: let answer = compute(everything) // a long line")
        let view = DetailView(item: line, isPlainText: true)
        expectGrid(drawn(view, Size(width: 20, height: 5)), """
            |src/main.swift:12:  |
            |let answer =        |
            |compute(everything) |
            |// a long line      |
            |                    |
            """)
    }

    @Test func untrustedTextIsDrawnVisiblyNeverRaw() {
        let item = Item(name: "evil\u{1B}]0;title\u{07}", summary: "clear\u{1B}[2J", label: "x\u{1B}[31m")
        let canvas = drawn(DetailView(item: item), Size(width: 30, height: 5))
        let text = canvas.lines.joined()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(canvas.fenced)")
        #expect(text.contains("evil"))
    }

    @Test func theRecordsOtherKeysLeaveOutTheMappedOnes() throws {
        let record = try JSONParser.parse(Array(#"{"login": "ada", "bio": "Maths", "id": 1, "tags": ["a"], "links": [{"url": "u"}], "langs": ["en", "fr"], "none": null, "empty": {}}"#.utf8))
        let fields = DetailFields.extra(in: record, mapping: FieldMapping(name: "login", summary: "bio"))
        #expect(fields == [.init("id", "1"), .init("links.0.url", "u"), .init("langs", "en, fr"), .init("none", "null"), .init("empty", "{}")])
    }

    @Test func aRecordWithThousandsOfKeysListsTheFirstAndCountsTheRest() throws {
        let members = (0..<1000).map { JSONValue.Member("k\($0)", .number("\($0)")) }
        let fields = DetailFields.extra(in: .object(members + [.init("name", .string("n"))]), mapping: .standard)
        #expect(fields.count == DetailFields.limit + 1)
        #expect(fields.last == .init("…", "+800 more"))
    }

    @Test func aTSVRecordsOtherColumnsAreListedWhateverTheHeadersCase() {
        let item = Item(name: "bash", source: Array("bash\t5.2\tamd64".utf8))
        let record = DetailFields.record(of: item, format: .tsv, columns: ["Name", "version", "arch"])
        let fields = record.map { DetailFields.extra(in: $0, mapping: .standard, caseInsensitive: true) }
        #expect(fields == [.init("version", "5.2"), .init("arch", "amd64")])
    }
}
