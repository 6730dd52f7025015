import Testing
import Rows

// SwiftUI idioms that the articles' code leans on.
@Suite struct IdiomArticleTests {
    @Test func maxWidthInfinityStretchesAndAligns() {
        let column = VStack(alignment: .leading) {
            Text("12:17").frame(maxWidth: .infinity, alignment: .trailing)
            Text("Left")
        }
        expectPicture(column, width: 10, """
            |     12:17|
            |Left      |
            """)
    }

    @Test func finiteMaxWidthCapsTheBox() {
        let row = HStack(spacing: 0) {
            Text("ab").frame(maxWidth: 4, alignment: .trailing)
            Text("|")
        }
        expectPicture(row, width: 10, """
            |  ab|     |
            """)
    }

    @Test func dividerRulesTheWholeWidth() {
        expectPicture(VStack(alignment: .leading) { Text("A"); Divider(); Text("B") }, width: 4, """
            |A   |
            |────|
            |B   |
            """)
    }

    @Test func textLineLimitCutsWithAnEllipsis() {
        expectPicture(Text("Stone fruit first, cocoa after").lineLimit(1), width: 12, """
            |Stone fruit…|
            """)
    }
}

@Suite struct FlexibleFrameBoundsTests {
    @Test func hugeAndNegativeBoundsAreClampedNotTrapped() {
        expectPicture(Text("ab").frame(minWidth: -1e300, maxWidth: 1e300, alignment: .trailing), width: 4, """
            |  ab|
            """)
    }
}
