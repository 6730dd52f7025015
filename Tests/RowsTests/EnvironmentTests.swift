import Foundation
import Testing
@testable import Rows

@Suite struct EnvironmentTests {
    @Test func defaultsAreUnicodeColourTheProcessLocaleAndAutomatic() {
        let environment = RowEnvironment()
        #expect(environment.charset == .unicode)
        #expect(!environment.isSelected && !environment.isMarked)
        #expect(environment.usesColor)
        #expect(environment.localeIdentifier == RowEnvironment.moneyLocaleIdentifier(from: ProcessInfo.processInfo.environment))
        #expect(environment.labeledContentStyle.is(AutomaticLabeledContentStyle.self))
    }

    @Test func withChangesACopyOnly() {
        let original = RowEnvironment()
        let changed = original.with(\.labeledContentStyle, .inline)
        #expect(changed.labeledContentStyle.is(InlineLabeledContentStyle.self))
        #expect(original.labeledContentStyle.is(AutomaticLabeledContentStyle.self))
    }

    @Test func modifierChangesItsSubtreeAndNothingElse() {
        let rows: [any RowPart] = [
            LabeledContent("Latte", value: "3.10"),
            LabeledContent("Mocha", value: "3.40").environment(\.labeledContentStyle, .inline),
            LabeledContent("Chai", value: "2.90"),
        ]
        expectGrid(renderList(rows, width: 16), """
            |Latte       3.10|
            |Mocha: 3.40     |
            |Chai        2.90|
            """)
    }

    @Test func innerModifierWinsOverOuter() {
        let part = LabeledContent("Mocha", value: "3.40")
            .environment(\.labeledContentStyle, .automatic)
            .environment(\.labeledContentStyle, .inline)
        expectGrid(render(part, width: 14), """
            |Mocha     3.40|
            """)
    }

    @Test func modifierOverridesTheListsEnvironment() {
        let inlineList = RowEnvironment().with(\.labeledContentStyle, .inline)
        let rows: [any RowPart] = [
            LabeledContent("Latte", value: "3.10"),
            LabeledContent("Mocha", value: "3.40").environment(\.labeledContentStyle, .automatic),
        ]
        expectGrid(renderList(rows, width: 16, environment: inlineList), """
            |Latte: 3.10     |
            |Mocha       3.40|
            """)
    }

    @Test func modifierReachesPartsInsideAListItemSlot() {
        let item = ListItem("Order", detail: "12:04")
            .trailing(LabeledContent("Total", value: "6.50").environment(\.labeledContentStyle, .inline))
        expectGrid(render(item, width: 30, selected: true), """
            |▶ Order      12:04 Total: 6.50|
            """)
    }

    @Test func charsetModifierTurnsOnlyItsTagToASCII() {
        let item = ListItem("S1").leading(Tag("S1", icon: .train)).trailing(Tag("U2", icon: .train).environment(\.charset, .ascii))
        expectGrid(render(item, width: 30), """
            |  ╭─────╮               +----+|
            |  │🚆 S1│ S1            |T U2||
            |  ╰─────╯               +----+|
            """)
    }

    @Test func sizeIsMeasuredInTheModifiedEnvironment() {
        let part = LabeledContent("Balance", value: "1,234.50 EUR").environment(\.labeledContentStyle, .inline)
        #expect(part.height(forWidth: 20) == 2)
        #expect(LabeledContent("Balance", value: "1,234.50 EUR").height(forWidth: 20) == 1)
        expectHeightMatchesDrawing(part, visibleFrom: 1)
    }

    @Test func localeModifierChangesHowABalanceIsFormatted() {
        let balance = AccountBalance("Savings", amount: Amount("1234.5")!, currencyCode: "EUR")
            .environment(\.localeIdentifier, "de_DE")
        expectGrid(render(balance, width: 26), """
            |  Savings       1.234,50 €|
            """)
    }
}
