import Testing
import Rows

/// The example of the guide for library users (`docs/rows.md`), built with the public API
/// only, so the guide's code compiles and its picture is what it draws.
@Suite struct GuideExampleTests {
    @Test func cardAndListItemWithSlotsDrawWhatTheGuideShows() {
        var environment = RowEnvironment()
        environment.usesColor = false

        let card = CardRow("Flat white",
                           summary: "Velvety microfoam over a double ristretto.",
                           image: "images/flat-white.png")
        let item = ListItem("Cortado", subtitle: "Equal parts", detail: "3.10")
            .leading(Label("", icon: .coffee), alignment: .top)
            .trailing(Tag("new"))

        let width = 44
        let cardHeight = card.height(forWidth: width, in: environment)
        let itemHeight = item.height(forWidth: width, in: environment.with(\.isSelected, true))
        var canvas = Canvas(width: width, height: cardHeight + itemHeight)
        card.draw(into: &canvas, in: Rect(x: 0, y: 0, width: width, height: cardHeight),
                  environment: environment)
        item.draw(into: &canvas, in: Rect(x: 0, y: cardHeight, width: width, height: itemHeight),
                  environment: environment.with(\.isSelected, true))
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
