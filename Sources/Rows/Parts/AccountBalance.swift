import Foundation

/// A list item for a bank account: its name, an optional subtitle (such as the IBAN's
/// tail) and its balance on the trailing edge.
///
///     ▶ Checking           €1,234.50
///       DE89 …3000
///
/// The balance is formatted the way Foundation's `.currency(code:)` style formats it for
/// the environment's locale — the currency's symbol, grouping, two fraction digits
/// (`€1,234.50` in en_US, `1.234,50 €` in de_DE) — green when it is zero or more and red
/// below zero; without colours the minus sign tells them apart. It takes slots like a
/// ``ListItem`` (see ``ListItemSlotable``).
public struct AccountBalance: RowPart, Hashable, Sendable {
    public var name: Text
    public var subtitle: Text?
    public var amount: Decimal
    /// An ISO 4217 code such as `EUR`, shown after the amount.
    public var currencyCode: String

    public init(_ name: Text, subtitle: Text? = nil, amount: Decimal, currencyCode: String) {
        self.name = name
        self.subtitle = subtitle
        self.amount = amount
        self.currencyCode = currencyCode
    }

    public init(_ name: String, subtitle: String? = nil, amount: Decimal, currencyCode: String) {
        self.init(Text(name), subtitle: subtitle.map { Text($0) }, amount: amount, currencyCode: currencyCode)
    }

    /// An account balance from a title, a balance and a currency code, as the article has it.
    ///
    ///     AccountBalance("Savings", balance: -42.5, currencyCode: "USD")  // -$42.50, red
    public init(_ title: String, balance: Double, currencyCode: String) {
        self.init(Text(title), amount: Decimal(string: String(balance)) ?? Decimal(balance), currencyCode: currencyCode)
    }

    /// The same, with the title labelled as the article's memberwise initialiser has it.
    ///
    ///     AccountBalance(title: "Checking", balance: 1234.5, currencyCode: "USD")  // $1,234.50
    public init(title: String, balance: Double, currencyCode: String) {
        self.init(title, balance: balance, currencyCode: currencyCode)
    }

    /// The amount rounded to cents, so what is shown and its colour agree
    /// (`-0.004` shows as `0.00`, in green).
    public var roundedAmount: Decimal {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        return rounded.isZero ? 0 : rounded
    }

    /// The balance as text for `locale`, as Foundation's `.currency(code:)` style gives it:
    /// the currency's symbol where the locale puts it, grouping, two fraction digits. Without
    /// a currency code, just the grouped number with two fraction digits.
    ///
    ///     AccountBalance("Checking", amount: -1234.5, currencyCode: "EUR")
    ///         .formattedAmount(locale: Locale(identifier: "de_DE"))  // "-1.234,50 €"
    public func formattedAmount(locale: Locale) -> String {
        guard !currencyCode.isEmpty else {
            return roundedAmount.formatted(.number.precision(.fractionLength(2)).locale(locale))
        }
        return roundedAmount.formatted(.currency(code: currencyCode).precision(.fractionLength(2)).locale(locale))
    }

    /// The balance as ``formattedAmount(locale:)`` gives it, or in plain ASCII the number
    /// followed by the currency code (`-1,234.50 EUR`), since a symbol such as `€` has no
    /// ASCII form.
    public func formattedAmount(locale: Locale, charset: Charset) -> String {
        guard charset == .ascii, !currencyCode.isEmpty else { return formattedAmount(locale: locale) }
        return roundedAmount.formatted(.number.precision(.fractionLength(2)).locale(locale)) + " " + currencyCode
    }

    /// The colour of the balance: green at zero or more, red below.
    public var amountColor: Color {
        roundedAmount < 0 ? .red : .green
    }

    /// The plain list item this balance is drawn as in `environment`.
    public func listItem(in environment: RowEnvironment) -> ListItem<EmptyPart, EmptyPart> {
        let detail = Text(formattedAmount(locale: environment.locale, charset: environment.charset), style: Style(foreground: amountColor))
        return ListItem(name, subtitle: subtitle, detail: detail)
    }

    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        listItem(in: environment).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        listItem(in: environment).render(into: &canvas, in: rect, environment: environment)
    }
}
