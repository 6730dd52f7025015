import Testing
import Rows

private struct Coffee: Identifiable {
    var id: String
}

@Suite struct ForEachArticleTests {
    @Test func forEachStacksOnePartPerElementWithTheStacksSpacing() {
        let coffees = [Coffee(id: "COUNTACH"), Coffee(id: "EZ MORNING BLEND")]
        let stack = VStack(alignment: .leading, spacing: 1) {
            Text("Coffees")
            ForEach(coffees) { coffee in Text(coffee.id) }
        }
        expectPicture(stack, width: 16, """
            |Coffees         |
            |                |
            |COUNTACH        |
            |                |
            |EZ MORNING BLEND|
            """)
    }

    @Test func forEachOverARangeGoesSideBySideInAnHStack() {
        let row = HStack(spacing: 1) { ForEach(1..<4) { Text("\($0)") } }
        expectPicture(row, width: 5, """
            |1 2 3|
            """)
    }

    @Test func forEachWithAnIDKeyPath() {
        let column = ForEach(["a", "b"], id: \.self) { Text($0) }
        expectPicture(column, width: 1, """
            |a|
            |b|
            """)
    }
}
