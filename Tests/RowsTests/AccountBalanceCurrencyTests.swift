import Foundation
import Testing
@testable import Rows

/// The balance's text against Foundation's own `.currency(code:)` style, for the process's
/// current locale and for fixed ones: the same digits after the separator as the currency
/// has (none for yen, three for dinars) and the same rounding (half to even).
@Suite struct AccountBalanceCurrencyTests {
    private static let samples: [(code: String, amount: String)] = [
        ("JPY", "1234.5"), ("JPY", "120000"), ("KWD", "1234.5"), ("USD", "2.005"), ("USD", "2.015"),
        ("EUR", "-1234.5"), ("GBP", "0.125"), ("CHF", "-98765432.1"),
    ]

    private func foundation(_ amount: Decimal, _ code: String, _ locale: Locale) -> String {
        amount.formatted(.currency(code: code).locale(locale))
    }

    @Test(arguments: [Locale.current, Locale(identifier: "en_US"), Locale(identifier: "de_DE"), Locale(identifier: "ja_JP")])
    func amountReadsAsFoundationsCurrencyStyleHasIt(locale: Locale) {
        for (code, text) in Self.samples {
            let amount = Decimal(string: text)!
            let balance = AccountBalance("Account", amount: amount, currencyCode: code)
            #expect(balance.formattedAmount(locale: locale) == foundation(amount, code, locale), "\(code) \(text) in \(locale.identifier)")
        }
    }

    @Test func yenHaveNoFractionDigitsAndRoundHalfToEven() {
        let balance = AccountBalance("普通預金", amount: Decimal(string: "1234.5")!, currencyCode: "JPY")
        #expect(balance.formattedAmount(locale: Locale(identifier: "en_US")) == "¥1,234")
    }

    @Test func anAmountThatRoundsToZeroInItsCurrencyIsGreenWithoutAMinusSign() {
        let balance = AccountBalance("Account", amount: Decimal(string: "-0.4")!, currencyCode: "JPY")
        #expect(balance.formattedAmount(locale: Locale(identifier: "en_US")) == "¥0")
        #expect(balance.amountColor == .green)
    }

    @Test func asciiKeepsTheCurrencysFractionDigits() {
        let balance = AccountBalance("Account", amount: Decimal(string: "-1234.5")!, currencyCode: "JPY")
        #expect(balance.formattedAmount(locale: Locale(identifier: "en_US"), charset: .ascii) == "-1,234 JPY")
    }
}
