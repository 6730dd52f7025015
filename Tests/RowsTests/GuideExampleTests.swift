import FoundationEssentials
import Testing
import Rows

/// The example of the guide for library users (`docs/rows.md`), built with the public API
/// only, so the guide's code compiles and its picture is what it draws.
@Suite struct GuideExampleTests {
    @Test func cardAndListItemWithSlotsDrawWhatTheGuideShows() {
        var environment = RowEnvironment()
        environment.usesColor = false

        let picture = VStack(alignment: .leading) {
            CardRow("Flat white",
                    summary: "Velvety microfoam over a double ristretto.",
                    image: "images/flat-white.png")
            ListItem("Cortado", subtitle: "Equal parts", detail: "3.10")
                .leading(alignment: .top) { Label("", icon: .coffee) }
                .trailing { Tag("new") }
                .environment(\.isSelected, true)
        }
        let canvas = picture.rendered(width: 44, environment: environment)
        #expect(picture.height(forWidth: 44, in: environment) == 11)
        expectGrid(canvas, """
            |╭─────────────────────────────────────────╮ |
            |│ Flat white                 ┌──────────┐ │░|
            |│ Velvety microfoam over a   │          │ │░|
            |│ double ristretto.          │flat-white│ │░|
            |│                            │          │ │░|
            |│                            └──────────┘ │░|
            |╰─────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            |▶ ☕ Cortado                      3.10 ╭───╮|
            |     Equal parts                       │new│|
            |                                       ╰───╯|
            """)
    }

    @Test func selectedItemShowsTheMarker() {
        let canvas = ListItem("Cortado", detail: "3.10")
            .rendered(width: 16, environment: RowEnvironment().with(\.isSelected, true))
        let difference = canvas.snapshotDifference(from: """
            |▶ Cortado   3.10|
            """)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func ownPartDrawsReversedText() {
        let canvas = GuideBadge(text: "new").rendered(width: 5)
        expectGrid(canvas, """
            |new  |
            """)
        #expect(canvas[0, 0].style == Style(.reverse))
    }
}

/// The guide's example of a part of one's own.
private struct GuideBadge: RowPart {
    var text: Text
    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: min(width, text.width(charset: environment.charset)), height: 1)
    }
    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.draw(text.reverse(), x: rect.x, y: rect.y, maxWidth: rect.width,
                    charset: environment.charset)
    }
}

// The guide's examples of the three articles, in the articles' order (`docs/rows.md`).

private struct Coffee {
    let name: String
    let summary: String
    let imageName: String
}

private struct CoffeeContent: ComposedRowPart {
    let coffee: Coffee
    var body: some RowPart {
        CardContent {
            VStack(alignment: .leading) {
                Text(coffee.name).bold()
                Text(coffee.summary)
            }
        } picture: {
            ImagePlaceholder(image: coffee.imageName)
        }
    }
}

private struct CoffeeRow: ComposedRowPart {
    let coffee: Coffee
    var body: some RowPart {
        CoffeeContent(coffee: coffee).card()
    }
}

private struct Stop<Accessory: RowPart>: ComposedRowPart {
    let title: String
    let icon: Icon
    let accessory: Accessory

    init(_ title: String, icon: Icon, @RowBuilder accessory: () -> Accessory) {
        self.title = title
        self.icon = icon
        self.accessory = accessory()
    }

    var body: some RowPart {
        LabeledContent(title, icon: icon) { accessory }
    }
}

extension Stop where Accessory == EmptyPart {
    init(_ title: String, icon: Icon) {
        self.init(title, icon: icon) { EmptyPart() }
    }
}

private struct CompactLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some RowPart {
        HStack(spacing: 0) { configuration.icon; configuration.title }
    }
}

extension LabelStyle where Self == CompactLabelStyle {
    fileprivate static var compact: Self { CompactLabelStyle() }
}

@Suite struct ArticleGuideExampleTests {
    @Test func listItemsSlotsAndBalances() {
        let items = VStack(alignment: .leading, spacing: 1) {
            ListItem("Title")
            ListItem("Title", label: "Label", subtitle: "Subtitle", detail: "Detail")
                .leading { RoundedRectangle().frame(width: 4) }
                .trailing { RoundedRectangle().frame(width: 4) }
            AccountBalance("Checking", balance: 1234.5, currencyCode: "USD")
            AccountBalance("Savings", balance: -42.5, currencyCode: "EUR")
                .leading { Label("", icon: .bank) }
        }
        expectGrid(items.rendered(width: 36, environment: RowEnvironment().with(\.localeIdentifier, "en_US")), """
            |Title                               |
            |                                    |
            |╭──╮ LABEL                      ╭──╮|
            |│  │ Title               Detail │  │|
            |╰──╯ Subtitle                   ╰──╯|
            |                                    |
            |Checking                   $1,234.50|
            |                                    |
            |🏦 Savings                   -€42.50|
            """)
    }

    @Test func coffeeCards() {
        let coffee = Coffee(name: "COUNTACH", summary: "Bright and quick. Stone fruit first, cocoa after.",
                            imageName: "Countach")
        expectGrid(CoffeeRow(coffee: coffee).rendered(width: 40), """
            |╭─────────────────────────────────────╮ |
            |│ COUNTACH               ┌──────────┐ │░|
            |│ Bright and quick.      │          │ │░|
            |│ Stone fruit first,     │ Countach │ │░|
            |│ cocoa after.           │          │ │░|
            |│                        └──────────┘ │░|
            |╰─────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func itineraryWithLabeledContentTagsAndStyles() {
        let itinerary = VStack(alignment: .leading) {
            Stop("Your location", icon: .walk)
            Stop("Marnixplein", icon: .tram) {
                HStack {
                    Tag("5", icon: .tram)
                    Tag("7", icon: .bus)
                }
                .labelStyle(.compact)
            }
            Stop("Elandsgracht", icon: .tram) { Text("12:17") }
        }
        expectGrid(itinerary.rendered(width: 36), """
            |🚶 Your location                    |
            |                         ╭───╮ ╭───╮|
            |🚊 Marnixplein           │🚊5│ │🚌7│|
            |                         ╰───╯ ╰───╯|
            |🚊 Elandsgracht                12:17|
            """)
        expectGrid(itinerary.labeledContentStyle(.inline).rendered(width: 36), """
            |🚶 Your location                    |
            |               ╭───╮ ╭───╮          |
            |🚊 Marnixplein │🚊5│ │🚌7│          |
            |               ╰───╯ ╰───╯          |
            |🚊 Elandsgracht: 12:17              |
            """)
    }
}
