import Testing
import Rows
@testable import CardListCore
@testable import Items

/// In the item style an icon stands before the title; titles line up whether the icons
/// are one or two columns wide.
@Suite struct ItemIconAlignmentTests {
    private func row(_ item: Item) -> Canvas {
        ItemRows(style: .item).row(for: item).rendered(width: 16, environment: RowEnvironment().with(\.usesColor, false))
    }

    @Test func titlesAfterOneAndTwoColumnIconsStartInTheSameColumn() {
        let check = row(Item(name: "Done", icon: "\u{2713}"))
        let coffee = row(Item(name: "Coffee", icon: "coffee"))
        expectGrid(check, """
            |✓  Done         |
            """)
        expectGrid(coffee, """
            |☕ Coffee       |
            """)
    }
}
