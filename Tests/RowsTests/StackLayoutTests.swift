import Testing
import Rows

/// Stacks, spacers, padding and frames built with the row builder.
@Suite struct StackLayoutTests {
    @Test func hStackPutsPartsSideBySideWithSpacing() {
        let stack = HStack(spacing: 2) { Text("ab"); Text("cd") }
        expectGrid(stack.rendered(width: 8), """
            |ab  cd  |
            """)
    }

    @Test func spacerPushesTheLastPartToTheTrailingEdge() {
        let stack = HStack { Text("Elandsgracht"); Spacer(); Text("12:17") }
        expectGrid(stack.rendered(width: 24), """
            |Elandsgracht       12:17|
            """)
    }

    @Test func narrowPartIsServedBeforeAWideOne() {
        let stack = HStack(alignment: .top, spacing: 1) {
            Text("one two three four five six")
            Text("[x]")
        }
        expectGrid(stack.rendered(width: 16), """
            |one two    [x]  |
            |three four      |
            |five six        |
            """)
    }

    @Test func hStackCentresShorterPartsByDefault() {
        let stack = HStack { VStack { Text("a"); Text("b"); Text("c") }; Text("mid") }
        expectGrid(stack.rendered(width: 6), """
            |a     |
            |b mid |
            |c     |
            """)
    }

    @Test func vStackAlignsPartsWithinItsWidestPart() {
        let stack = VStack(alignment: .trailing) { Text("wide line"); Text("end") }
        expectGrid(stack.rendered(width: 12), """
            |wide line   |
            |      end   |
            """)
    }

    @Test func vStackSpacingPutsBlankRowsBetweenParts() {
        let stack = VStack(alignment: .leading, spacing: 1) { Text("a"); Text("b") }
        expectGrid(stack.rendered(width: 3), """
            |a  |
            |   |
            |b  |
            """)
    }

    @Test func builderTakesIfElseOptionalsAndLoops() {
        let showsFirst = false
        let note: String? = "note"
        let stack = VStack(alignment: .leading) {
            if showsFirst { Text("first") } else { Text("second") }
            if let note { Text(note) }
            for number in 1...2 { Text("line \(number)") }
        }
        expectGrid(stack.rendered(width: 7), """
            |second |
            |note   |
            |line 1 |
            |line 2 |
            """)
    }

    @Test func absentOptionalTakesNoSpacing() {
        let missing: String? = nil
        let stack = HStack(spacing: 1) { Text("a"); if let missing { Text(missing) }; Text("b") }
        expectGrid(stack.rendered(width: 4), """
            |a b |
            """)
    }

    @Test func paddingAddsRoomOnTheChosenEdges() {
        expectGrid(Text("x").padding(1).rendered(width: 3), """
            |   |
            | x |
            |   |
            """)
        expectGrid(Text("x").padding().rendered(width: 4), """
            | x  |
            """)
    }

    @Test func frameFixesTheSizeAndAlignsItsContent() {
        let part = Text("ab").frame(width: 6, height: 3, alignment: .bottomTrailing)
        #expect(part.size(forWidth: 10, in: RowEnvironment()) == Size(width: 6, height: 3))
        expectGrid(HStack(spacing: 0) { part; Text("|") }.rendered(width: 7), """
            |       |
            |      ||
            |    ab |
            """)
    }

    @Test func anyRowPartDrawsWhatItWraps() {
        let parts = [AnyRowPart(Text("a")), AnyRowPart(Label("b", icon: .coffee))]
        let stack = VStack(alignment: .leading) { for part in parts { part } }
        expectGrid(stack.rendered(width: 5), """
            |a    |
            |☕ b |
            """)
    }
}

/// Smaller layout defects, each with the behaviour that replaces it.
@Suite struct RowsDefectTests {
    @Test func centredSlotSitsLevelWithTheTitle() {
        let item = ListItem("Tram").trailing(alignment: .center) { Tag("5") }
        expectGrid(item.rendered(width: 16), """
            |             ╭─╮|
            |Tram         │5│|
            |             ╰─╯|
            """)
    }

    @Test func labelTitlesLineUpAfterOneAndTwoColumnIcons() {
        let stack = VStack(alignment: .leading) {
            Label("Done", icon: Icon("\u{2713}", ascii: "v"))
            Label("Coffee", icon: .coffee)
        }
        expectGrid(stack.rendered(width: 9), """
            |✓  Done  |
            |☕ Coffee|
            """)
    }

    @Test func loneItemHasNoSelectionGutter() {
        expectGrid(ListItem("Title").rendered(width: 7), """
            |Title  |
            """)
        expectGrid(ListItem("Title").rendered(width: 7, environment: RowEnvironment().with(\.showsSelectionGutter, true)), """
            |  Title|
            """)
    }

    @Test func interpolatedTextKeepsItsStyles() {
        let text: Text = "Total \(Text("12").bold()) EUR"
        #expect(text.string == "Total 12 EUR")
        #expect(text.runs.map(\.style) == [.plain, Style(.bold), .plain])
    }

    @Test func canvasDescriptionIsTheGridsText() {
        let canvas = Text("ab").rendered(width: 3)
        #expect(canvas.description == "ab ")
        #expect("\(canvas)" == "ab ")
    }

    @Test func everyRowKindTakesItsNameUnlabelled() {
        #expect(CardRow("A").name == "A")
        #expect(OneLineRow("A").name == "A")
        #expect(ListItem("A").title == "A")
        #expect(AccountBalance("A", amount: 1, currencyCode: "EUR").name == "A")
    }
}
