#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// How a locale writes amounts of money and plain numbers, as the C library's locale data
/// has it (`LC_MONETARY` and `LC_NUMERIC`, read with `localeconv`): what every other Unix
/// tool on the machine follows.
///
///     MonetaryConventions.forLocale(identifier: "de_DE")
///         .amount(digits: "1234.50", negative: true, symbol: "€")   // "-1.234,50 €"
///
/// A locale the system has no data for (`locale -a` does not list it) is written as en_US
/// writes it: symbol first, `,` between thousands, `.` before the fraction.
struct MonetaryConventions: Hashable, Sendable {
    /// Where the sign and the currency symbol go around the number, for one sign.
    struct SignLayout: Hashable, Sendable {
        /// The sign's text: usually empty for positive amounts and `-` for negative ones.
        var sign: String
        /// Whether the symbol comes before the number.
        var symbolPrecedes: Bool
        /// POSIX's `sep_by_space`: 0 no space, 1 a space between the symbol and the
        /// number, 2 a space between the symbol and the sign when they are next to each other.
        var separation: Int
        /// POSIX's `sign_posn`: 0 parentheses around number and symbol, 1 the sign before
        /// both, 2 after both, 3 just before the symbol, 4 just after it.
        var signPosition: Int
    }

    /// The separator before the fraction of an amount.
    var decimalPoint: String
    /// The separator between groups of an amount's digits.
    var groupSeparator: String
    /// Group sizes from the right; the last repeats. Empty: no grouping.
    var grouping: [Int]
    /// The separator before the fraction of a plain number.
    var numberDecimalPoint: String
    /// The separator between groups of a plain number's digits.
    var numberGroupSeparator: String
    /// Group sizes of a plain number, as ``grouping``.
    var numberGrouping: [Int]
    /// The ISO 4217 code of the locale's own currency (`EUR` for de_DE), or empty.
    var currencyCode: String
    /// The symbol the locale writes its own currency with (`€` for de_DE).
    var currencySymbol: String
    var positive: SignLayout
    var negative: SignLayout

    /// The conventions used when the system has no data for a locale: en_US's.
    static let fallback = MonetaryConventions(
        decimalPoint: ".", groupSeparator: ",", grouping: [3],
        numberDecimalPoint: ".", numberGroupSeparator: ",", numberGrouping: [3],
        currencyCode: "USD", currencySymbol: "$",
        positive: SignLayout(sign: "", symbolPrecedes: true, separation: 0, signPosition: 1),
        negative: SignLayout(sign: "-", symbolPrecedes: true, separation: 0, signPosition: 1))

    /// The space written between parts of an amount: a no-break space, so an amount is
    /// never wrapped over two lines.
    static let space = "\u{00A0}"

    /// The conventions of the locale `identifier` (`de_DE`), read from the system once per identifier.
    static func forLocale(identifier: String) -> MonetaryConventions {
        if let known = cache.withLock({ $0[identifier] }) { return known }
        let conventions = read(localeNamed: posixName(of: identifier)) ?? fallback
        cache.withLock { $0[identifier] = conventions }
        return conventions
    }

    private static let cache = Mutex<[String: MonetaryConventions]>([:])

    /// `de_DE` for `de_DE`, `de-DE`, `de_DE_POSIX` or `de_DE@euro`; `en_US` for an empty identifier.
    static func posixName(of identifier: String) -> String {
        let base = identifier.prefix { $0 != "@" && $0 != "." }
        let parts = base.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard let language = parts.first, !language.isEmpty else { return "en_US" }
        guard parts.count > 1 else { return String(language) }
        return "\(language)_\(parts[1])"
    }

    /// The conventions of the C library's locale `name` (tried with a UTF-8 codeset
    /// first), or nil when the system has no data for it.
    private static func read(localeNamed name: String) -> MonetaryConventions? {
        let mask = Int32(LC_MONETARY_MASK | LC_NUMERIC_MASK)
        let candidates: [String] = ["\(name).UTF-8", "\(name).utf8", name]
        guard let locale = candidates.lazy.compactMap({ (candidate: String) in newlocale(mask, candidate, nil) }).first else {
            return nil
        }
        defer { freelocale(locale) }
        // localeconv answers for the thread's locale into a buffer it shares: the lock
        // keeps two threads from reading it at once.
        return readLock.withLock { _ -> MonetaryConventions? in
            let previous = uselocale(locale)
            defer { uselocale(previous) }
            guard let info = localeconv()?.pointee, let point = info.mon_decimal_point,
                  !String(cString: point).isEmpty else { return nil }
            func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
                pointer.map { String(cString: $0) } ?? ""
            }
            func layout(sign: String, precedes: CChar, separation: CChar, position: CChar) -> SignLayout {
                SignLayout(sign: sign, symbolPrecedes: precedes == 1,
                           separation: (0...2).contains(Int(separation)) ? Int(separation) : 0,
                           signPosition: (0...4).contains(Int(position)) ? Int(position) : 1)
            }
            let negativeSign = text(info.negative_sign)
            return MonetaryConventions(
                decimalPoint: text(info.mon_decimal_point), groupSeparator: text(info.mon_thousands_sep),
                grouping: groupSizes(info.mon_grouping),
                numberDecimalPoint: text(info.decimal_point).isEmpty ? "." : text(info.decimal_point),
                numberGroupSeparator: text(info.thousands_sep), numberGrouping: groupSizes(info.grouping),
                currencyCode: String(text(info.int_curr_symbol).filter { $0 != " " }),
                currencySymbol: text(info.currency_symbol),
                positive: layout(sign: text(info.positive_sign), precedes: info.p_cs_precedes,
                                 separation: info.p_sep_by_space, position: info.p_sign_posn),
                negative: layout(sign: negativeSign.isEmpty ? "-" : negativeSign, precedes: info.n_cs_precedes,
                                 separation: info.n_sep_by_space, position: info.n_sign_posn))
        }
    }

    private static let readLock = Mutex(())

    /// POSIX's grouping string as sizes: each byte a group size from the right, `0` (or
    /// the end) repeats the last one, `CHAR_MAX` stops grouping.
    private static func groupSizes(_ pointer: UnsafeMutablePointer<CChar>?) -> [Int] {
        guard let pointer else { return [] }
        var sizes: [Int] = []
        var index = 0
        while index < 8 {
            let size = Int(pointer[index])
            if size <= 0 || size == Int(CChar.max) { break }
            sizes.append(size)
            index += 1
        }
        return sizes
    }

    /// `digits` (ASCII, such as `1234.50`, no sign) with the amount's separators and grouping.
    func groupedAmount(_ digits: String) -> String {
        Self.grouped(digits, point: decimalPoint, separator: groupSeparator, sizes: grouping)
    }

    /// `digits` with a plain number's separators and grouping, and `-` before it when negative.
    func number(digits: String, negative: Bool) -> String {
        (negative ? "-" : "") + Self.grouped(digits, point: numberDecimalPoint, separator: numberGroupSeparator, sizes: numberGrouping)
    }

    private static func grouped(_ digits: String, point: String, separator: String, sizes: [Int]) -> String {
        let whole = digits.prefix { $0 != "." }
        let fraction = digits.dropFirst(whole.count + 1)
        var groups: [Substring] = []
        var rest = whole[...]
        var sizeIndex = 0
        while !sizes.isEmpty, !separator.isEmpty, rest.count > sizes[min(sizeIndex, sizes.count - 1)] {
            let size = sizes[min(sizeIndex, sizes.count - 1)]
            groups.append(rest.suffix(size))
            rest = rest.dropLast(size)
            sizeIndex += 1
        }
        groups.append(rest)
        var text = groups.reversed().joined(separator: separator)
        if digits.contains(".") { text += point + fraction }
        return text
    }

    /// An amount: `digits` (ASCII, such as `1234.50`, no sign) grouped, with `symbol` and
    /// the sign placed as the locale places them. A symbol made of letters (a currency
    /// code) is always kept apart from the number by a space.
    func amount(digits: String, negative: Bool, symbol: String) -> String {
        var layout = negative ? self.negative : positive
        let wordy = symbol.unicodeScalars.last.map { $0.properties.isAlphabetic } ?? false
        // A sign glued to a code (`CHF-`) reads as part of it: it goes before both instead.
        if wordy && (layout.signPosition == 3 || layout.signPosition == 4) { layout.signPosition = 1 }
        let quantity = groupedAmount(digits)
        let space = Self.space
        let sign = layout.sign
        let separation = layout.separation == 0 && wordy ? 1 : layout.separation
        // The symbol with the sign when the sign goes next to it (positions 3 and 4).
        var symbolPart = symbol
        let signBySymbol = layout.signPosition == 3 || layout.signPosition == 4
        if signBySymbol && !sign.isEmpty {
            let gap = separation == 2 ? space : ""
            symbolPart = layout.signPosition == 3 ? sign + gap + symbol : symbol + gap + sign
        }
        let between = separation == 1 || (separation == 2 && wordy && !signBySymbol) ? space : ""
        var text = layout.symbolPrecedes ? symbolPart + between + quantity : quantity + between + symbolPart
        switch layout.signPosition {
        case 0: text = negative ? "(" + text + ")" : text
        case 1: text = sign + (separation == 2 && layout.symbolPrecedes && !sign.isEmpty ? space : "") + text
        case 2: text = text + (separation == 2 && !layout.symbolPrecedes && !sign.isEmpty ? space : "") + sign
        default: break
        }
        return text
    }
}
