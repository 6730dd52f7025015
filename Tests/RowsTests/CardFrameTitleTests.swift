import GridTesting
import Rows
import Testing

/// A card's title given as a string, as an item's optional field holds it.
@Suite struct CardFrameTitleTests {
    @Test func aStringTitleIsDrawnInTheTopFrame() {
        let tag: String? = "staple"
        let card = CardFrame(title: tag) { Text("Rice") }
        expectGrid(card.rendered(width: 22), """
            |╭─ staple ──────────╮ |
            |│ Rice              │░|
            |╰───────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func aMissingStringTitleLeavesThePlainFrame() {
        let tag: String? = nil
        let card = CardFrame(title: tag) { Text("Rice") }
        expectGrid(card.rendered(width: 22), """
            |╭───────────────────╮ |
            |│ Rice              │░|
            |╰───────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░|
            """)
    }
}
