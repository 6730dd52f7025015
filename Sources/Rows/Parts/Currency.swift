/// What Rows knows of a currency by its ISO 4217 code: the digits it shows after the
/// separator and the symbol it is written with outside its own country's locale.
///
///     Currency.fractionDigits(of: "JPY")   // 0
///     Currency.symbol(of: "EUR")           // "€"
///     Currency.symbol(of: "SEK")           // "SEK": a currency without a symbol of its own
///
/// A locale writes its own currency with the symbol its C library data gives (`￥` in ja_JP,
/// `CHF` in de_CH); see ``MonetaryConventions``.
enum Currency {
    /// The digits after the separator: ISO 4217's minor units (2 for a code not listed).
    static func fractionDigits(of code: String) -> Int {
        if noMinorUnits.contains(code) { return 0 }
        if threeMinorUnits.contains(code) { return 3 }
        return 2
    }

    /// The symbol of `code` as English text writes it, or the code itself when the
    /// currency has no symbol of its own.
    static func symbol(of code: String) -> String {
        symbols[code] ?? code
    }

    private static let noMinorUnits: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI",
        "VND", "VUV", "XAF", "XOF", "XPF",
    ]

    private static let threeMinorUnits: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩",
        "ILS": "₪", "VND": "₫", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "HKD": "HK$",
        "MXN": "MX$", "BRL": "R$", "TWD": "NT$", "PHP": "₱", "XAF": "FCFA", "XOF": "F\u{202F}CFA",
        "XPF": "CFPF", "XCD": "EC$",
    ]
}
