/// A list item for a bank account: its name, an optional subtitle (such as the IBAN's
/// tail) and its balance on the trailing edge.
///
///     ▶ Checking           €1,234.50
///       DE89 …3000
///
/// The balance is written as the environment's locale writes money (the process's, from
/// `LC_ALL`, `LC_MONETARY` or `LANG`, unless set), from the C library's locale data like
/// every other Unix tool: the currency's symbol where the locale puts it, grouping, the
/// currency's own fraction digits, rounded half to even (`€1,234.50` in en_US, `1.234,50 €`
/// in de_DE, `¥1,234`), with no-break spaces so it never wraps — green when it is zero or
/// more and red below zero; without colours the minus sign tells them apart. An amount that
/// rounds to zero shows no minus sign. A locale the system has no data for is written as
/// en_US writes it (see ``MonetaryConventions``). It takes slots like a
/// ``ListItem`` (see ``ListItemSlotable``).
public struct AccountBalance: RowPart, Hashable, Sendable {
    public var name: Text
    public var subtitle: Text?
    public var amount: Amount
    /// An ISO 4217 code such as `EUR`: the currency whose symbol is shown with the amount,
    /// where the locale puts it, and whose fraction digits it has. In plain ASCII the code
    /// itself follows the amount.
    public var currencyCode: String

    public init(_ name: Text, subtitle: Text? = nil, amount: Amount, currencyCode: String) {
        self.name = name
        self.subtitle = subtitle
        self.amount = amount
        self.currencyCode = currencyCode
    }

    public init(_ name: String, subtitle: String? = nil, amount: Amount, currencyCode: String) {
        self.init(Text(name), subtitle: subtitle.map { Text($0) }, amount: amount, currencyCode: currencyCode)
    }

    /// An account balance from a title, a balance and a currency code, as the article has it.
    /// The balance is taken as the decimal it prints as (`-42.5` is -42.5 exactly).
    ///
    ///     AccountBalance("Savings", balance: -42.5, currencyCode: "USD")  // -$42.50, red
    public init(_ title: String, balance: Double, currencyCode: String) {
        self.init(Text(title), amount: Amount(balance), currencyCode: currencyCode)
    }

    /// The same, with the title labelled as the article's memberwise initialiser has it.
    ///
    ///     AccountBalance(title: "Checking", balance: 1234.5, currencyCode: "USD")  // $1,234.50
    public init(title: String, balance: Double, currencyCode: String) {
        self.init(title, balance: balance, currencyCode: currencyCode)
    }

    /// The amount rounded to cents, so what is shown and its colour agree
    /// (`-0.004` shows as `0.00`, in green): to the currency's smallest unit (none for
    /// yen, three digits for dinars), half to even as Foundation rounds.
    public var roundedAmount: Amount {
        let rounded = amount.roundedHalfToEven(fractionDigits: fractionDigits)
        return rounded.isZero ? 0 : rounded
    }

    /// How many digits the currency shows after the separator: ISO 4217's minor units
    /// (2 without a currency code).
    var fractionDigits: Int {
        currencyCode.isEmpty ? 2 : Currency.fractionDigits(of: currencyCode)
    }

    /// The balance as text for the locale named `localeIdentifier` (`de_DE`): the
    /// currency's symbol where the locale puts it, grouping, the currency's fraction digits.
    /// Without a currency code, just the grouped number with two fraction digits. In plain
    /// ASCII the number is followed by the currency code (`-1,234.50 EUR`), since a symbol
    /// such as `€` has no ASCII form.
    ///
    ///     AccountBalance("Checking", amount: -1234.5, currencyCode: "EUR")
    ///         .formattedAmount(localeIdentifier: "de_DE")  // "-1.234,50 €"
    public func formattedAmount(localeIdentifier: String, charset: Charset = .unicode) -> String {
        Self.text(of: roundedAmount, currencyCode: currencyCode, fractionDigits: fractionDigits, locale: localeIdentifier, charset: charset)
    }

    /// The colour of the balance: green at zero or more, red below.
    public var amountColor: Color {
        Self.color(of: roundedAmount)
    }

    /// The plain list item this balance is drawn as in `environment`: the amount rounded
    /// once for both its text and its colour.
    public func listItem(in environment: RowEnvironment) -> ListItem<EmptyPart, EmptyPart> {
        let rounded = roundedAmount
        let text = Self.text(of: rounded, currencyCode: currencyCode, fractionDigits: fractionDigits,
                             locale: environment.localeIdentifier, charset: environment.charset)
        return ListItem(name, subtitle: subtitle, detail: Text(text, style: Style(foreground: Self.color(of: rounded))))
    }

    /// `rounded` as ``formattedAmount(localeIdentifier:charset:)`` shows it.
    private static func text(of rounded: Amount, currencyCode: String, fractionDigits: Int, locale: String, charset: Charset) -> String {
        let conventions = MonetaryConventions.forLocale(identifier: locale)
        let digits = Self.digits(of: rounded, fractionDigits: fractionDigits)
        let negative = rounded < 0
        guard !currencyCode.isEmpty else { return conventions.number(digits: digits, negative: negative) }
        guard charset == .ascii else {
            let symbol = currencyCode == conventions.currencyCode ? conventions.currencySymbol : Currency.symbol(of: currencyCode)
            return conventions.amount(digits: digits, negative: negative, symbol: symbol)
        }
        let number = conventions.number(digits: digits, negative: negative)
        return String(number.map { $0.isASCII ? $0 : " " }) + " " + currencyCode
    }

    /// The magnitude of `value` in ASCII digits with exactly `fractionDigits` after a `.`.
    private static func digits(of value: Amount, fractionDigits: Int) -> String {
        var text = value.description
        if text.hasPrefix("-") { text.removeFirst() }
        let whole = text.prefix { $0 != "." }
        var fraction = String(text.dropFirst(whole.count + 1).prefix(fractionDigits))
        fraction += String(repeating: "0", count: fractionDigits - fraction.count)
        return fractionDigits > 0 ? whole + "." + fraction : String(whole)
    }

    private static func color(of rounded: Amount) -> Color {
        rounded < 0 ? .red : .green
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
