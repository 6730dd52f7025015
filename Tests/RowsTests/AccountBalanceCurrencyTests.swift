import FoundationEssentials
import Testing
@testable import Rows

/// The balance's text as the C library's locale data writes money: each currency's own
/// digits after the separator (none for yen, three for dinars), rounded half to even, the
/// symbol and sign where the locale puts them, no-break spaces. The locales are the system's
/// (`make test` generates en_US, de_DE, fr_FR, de_CH and ja_JP with `localedef`).
@Suite struct AccountBalanceCurrencyTests {
    private func text(_ amount: String, _ code: String, _ locale: String) -> String {
        AccountBalance("Account", amount: Amount(amount)!, currencyCode: code)
            .formattedAmount(localeIdentifier: locale)
    }

    @Test(arguments: ["en_US", "de_DE", "fr_FR", "de_CH", "ja_JP"])
    func theSystemHasTheLocalesTheseTestsRead(locale: String) {
        #expect(MonetaryConventions.forLocale(identifier: locale) != .fallback,
                "\(locale).UTF-8 is not installed: run `make test-deps` as root (localedef -i \(locale) -f UTF-8 \(locale).UTF-8)")
    }

    @Test func eachCurrencyHasItsOwnFractionDigitsRoundedHalfToEven() {
        #expect(text("1234.5", "JPY", "en_US") == "¥1,234")
        #expect(text("1235.5", "JPY", "en_US") == "¥1,236")
        #expect(text("1234.5", "KWD", "en_US") == "KWD\u{00A0}1,234.500")
        #expect(text("2.005", "USD", "en_US") == "$2.00")
        #expect(text("2.015", "USD", "en_US") == "$2.02")
        #expect(text("0.125", "GBP", "en_US") == "£0.12")
    }

    @Test func germanPutsTheSymbolAfterTheNumberWithDotsBetweenThousands() {
        #expect(text("-1234.5", "EUR", "de_DE") == "-1.234,50\u{00A0}€")
        #expect(text("-98765432.1", "CHF", "de_DE") == "-98.765.432,10\u{00A0}CHF")
        #expect(text("1234.5", "USD", "de_DE") == "1.234,50\u{00A0}$")
    }

    @Test func frenchGroupsWithTheLocalesOwnSeparator() {
        #expect(text("1234567.5", "EUR", "fr_FR") == "1\u{202F}234\u{202F}567,50\u{00A0}€")
    }

    @Test func aLocaleWritesItsOwnCurrencyWithItsOwnSymbol() {
        #expect(text("1234.5", "JPY", "ja_JP") == "￥1,234")
        #expect(text("-1234.5", "JPY", "ja_JP") == "￥-1,234")
        #expect(text("-1234.5", "CHF", "de_CH") == "-CHF\u{00A0}1’234.50")
    }

    @Test func aSignNextToACurrencyCodeGoesBeforeBoth() {
        #expect(text("-98765432.1", "CHF", "ja_JP") == "-CHF\u{00A0}98,765,432.10")
    }

    @Test func aLocaleTheSystemLacksIsWrittenAsEnUSWritesIt() {
        #expect(text("-1234.5", "EUR", "xx_YY") == "-€1,234.50")
        #expect(MonetaryConventions.forLocale(identifier: "xx_YY") == .fallback)
    }

    @Test func anAmountThatRoundsToZeroInItsCurrencyIsGreenWithoutAMinusSign() {
        let balance = AccountBalance("Account", amount: Amount("-0.4")!, currencyCode: "JPY")
        #expect(balance.formattedAmount(localeIdentifier: "en_US") == "¥0")
        #expect(balance.amountColor == .green)
    }

    @Test func asciiKeepsTheCurrencysFractionDigitsAndOnlyASCII() {
        let yen = AccountBalance("Account", amount: Amount("-1234.5")!, currencyCode: "JPY")
        #expect(yen.formattedAmount(localeIdentifier: "en_US", charset: .ascii) == "-1,234 JPY")
        let euro = AccountBalance("Account", amount: Amount("1234567.5")!, currencyCode: "EUR")
        #expect(euro.formattedAmount(localeIdentifier: "fr_FR", charset: .ascii) == "1 234 567,50 EUR")
    }

    @Test func posixNamesDropCodesetsModifiersAndVariants() {
        #expect(MonetaryConventions.posixName(of: "de_DE") == "de_DE")
        #expect(MonetaryConventions.posixName(of: "de-DE") == "de_DE")
        #expect(MonetaryConventions.posixName(of: "en_US_POSIX") == "en_US")
        #expect(MonetaryConventions.posixName(of: "de_DE@euro") == "de_DE")
        #expect(MonetaryConventions.posixName(of: "") == "en_US")
    }

    @Test func signPositionsFollowPOSIX() {
        var conventions = MonetaryConventions.fallback
        conventions.negative = .init(sign: "-", symbolPrecedes: true, separation: 0, signPosition: 0)
        #expect(conventions.amount(digits: "5.00", negative: true, symbol: "$") == "($5.00)")
        conventions.negative = .init(sign: "-", symbolPrecedes: false, separation: 1, signPosition: 2)
        #expect(conventions.amount(digits: "5.00", negative: true, symbol: "€") == "5.00\u{00A0}€-")
        conventions.negative = .init(sign: "-", symbolPrecedes: true, separation: 2, signPosition: 3)
        #expect(conventions.amount(digits: "5.00", negative: true, symbol: "$") == "-\u{00A0}$5.00")
        conventions.negative = .init(sign: "-", symbolPrecedes: true, separation: 1, signPosition: 1)
        #expect(conventions.amount(digits: "1234.00", negative: true, symbol: "$") == "-$\u{00A0}1,234.00")
    }
}
