import Foundation
import Testing
@testable import Rows

@Suite struct AccountBalanceTests {
    private let us = "en_US"
    private let german = "de_DE"
    private let checking = AccountBalance("Checking", subtitle: "DE89 …3000", amount: Amount("1234.5")!, currencyCode: "EUR")
    private let overdrawn = AccountBalance("Overdraft", subtitle: "DE12 …0042", amount: Amount("-1234.5")!, currencyCode: "EUR")

    /// `g` green, `r` red, `R` reversed, `B` bold, `d` dim, `.` plain.
    private func look(_ style: Style) -> Character {
        if style.foreground == .green { return "g" }
        if style.foreground == .red { return "r" }
        if style.attributes.contains(.reverse) { return "R" }
        if style.attributes.contains(.bold) { return "B" }
        if style.attributes.contains(.dim) { return "d" }
        return "."
    }

    private func environment(_ locale: String, selected: Bool = false, usesColor: Bool = true) -> RowEnvironment {
        var environment = RowEnvironment()
        environment.showsSelectionGutter = true
        environment.localeIdentifier = locale
        environment.isSelected = selected
        environment.usesColor = usesColor
        return environment
    }

    @Test func amountShowsTheCurrencySymbolGroupedWithTwoDecimalsInUSEnglish() {
        #expect(checking.formattedAmount(localeIdentifier: us) == "€1,234.50")
        #expect(overdrawn.formattedAmount(localeIdentifier: us) == "-€1,234.50")
    }

    @Test func amountUsesGermanSeparatorsInGerman() {
        #expect(checking.formattedAmount(localeIdentifier: german) == "1.234,50\u{00A0}€")
        #expect(overdrawn.formattedAmount(localeIdentifier: german) == "-1.234,50\u{00A0}€")
    }

    @Test func amountIsRoundedToCentsAndATinyDebtShowsAsZeroInGreen() {
        let tiny = AccountBalance("Savings", amount: Amount("-0.004")!, currencyCode: "USD")
        #expect(tiny.formattedAmount(localeIdentifier: us) == "$0.00")
        #expect(tiny.amountColor == .green)
        let halfCent = AccountBalance("Savings", amount: Amount("2.005")!, currencyCode: "USD")
        // Half to even, as Foundation's currency style rounds.
        #expect(halfCent.formattedAmount(localeIdentifier: us) == "$2.00")
    }

    @Test func asciiShowsTheCurrencyCodeInsteadOfTheSymbol() {
        #expect(overdrawn.formattedAmount(localeIdentifier: us, charset: .ascii) == "-1,234.50 EUR")
        #expect(overdrawn.formattedAmount(localeIdentifier: us, charset: .unicode) == "-€1,234.50")
    }

    @Test func articleInitialiserTakesABalanceAsDouble() {
        let balance = AccountBalance("Savings", balance: -42.5, currencyCode: "USD")
        #expect(balance.formattedAmount(localeIdentifier: us) == "-$42.50")
        #expect(balance.amountColor == .red)
    }

    @Test func zeroIsGreenAndBelowZeroRed() {
        #expect(AccountBalance("A", amount: 0, currencyCode: "EUR").amountColor == .green)
        #expect(AccountBalance("A", amount: Amount("-0.01")!, currencyCode: "EUR").amountColor == .red)
    }

    @Test func positiveBalanceIsGreenOnTheTitleLine() {
        let canvas = checking.rendered(width: 30, environment: environment(us))
        expectGrid(canvas, """
            |  Checking           €1,234.50|
            |  DE89 …3000                  |
            """)
        expectMask(canvas, """
            |..BBBBBBBB...........ggggggggg|
            |..dddddddddd..................|
            """, look)
    }

    @Test func negativeBalanceIsRedWithAMinusSign() {
        let canvas = overdrawn.rendered(width: 30, environment: environment(german))
        expectGrid(canvas, """
            |  Overdraft        -1.234,50 €|
            |  DE12 …0042                  |
            """)
        expectMask(canvas, """
            |..BBBBBBBBB........rrrrrrrrrrr|
            |..dddddddddd..................|
            """, look)
    }

    @Test func withoutColourOnlyTheSignTellsThemApart() {
        let canvas = overdrawn.rendered(width: 30, environment: environment(us, usesColor: false))
        expectGrid(canvas, """
            |  Overdraft         -€1,234.50|
            |  DE12 …0042                  |
            """)
        expectMask(canvas, """
            |..BBBBBBBBB...................|
            |..dddddddddd..................|
            """, look)
    }

    @Test func balanceAtTwentyColumnsSelectedAndNot() {
        expectGrid(checking.rendered(width: 20, environment: environment(us)), """
            |  Checking €1,234.50|
            |  DE89 …3000        |
            """)
        expectGrid(checking.rendered(width: 20, environment: environment(us, selected: true)), """
            |▶ Checking €1,234.50|
            |  DE89 …3000        |
            """)
    }

    @Test func balanceAtFortyColumnsSelectedAndNot() {
        expectGrid(overdrawn.rendered(width: 40, environment: environment(us)), """
            |  Overdraft                   -€1,234.50|
            |  DE12 …0042                            |
            """)
        let selected = overdrawn.rendered(width: 40, environment: environment(us, selected: true))
        expectGrid(selected, """
            |▶ Overdraft                   -€1,234.50|
            |  DE12 …0042                            |
            """)
        expectMask(selected, """
            |B.RRRRRRRRR...................rrrrrrrrrr|
            |..dddddddddd............................|
            """, look)
    }

    @Test func balanceAtEightyColumnsSelectedAndNot() {
        expectGrid(checking.rendered(width: 80, environment: environment(german)), """
            |  Checking                                                            1.234,50 €|
            |  DE89 …3000                                                                    |
            """)
        expectGrid(checking.rendered(width: 80, environment: environment(german, selected: true)), """
            |▶ Checking                                                            1.234,50 €|
            |  DE89 …3000                                                                    |
            """)
    }

    @Test func heightMatchesWhatIsDrawnAtEveryWidth() {
        expectHeightMatchesDrawing(checking, environment: environment(german))
        expectHeightMatchesDrawing(AccountBalance("口座 \u{1B}[2J", amount: Amount("-98765432.1")!, currencyCode: "JPY"))
    }
}
