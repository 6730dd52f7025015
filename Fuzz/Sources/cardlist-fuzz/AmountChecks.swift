import Foundation
import Rows

/// Feeds the input as text to ``Amount``'s parser, as an `amount` in JSON or TSV reaches
/// it. A text is refused as not a number exactly when it is not one by the JSON-like
/// grammar; an amount taken is written out as the same value (Foundation's `Decimal`
/// reads both alike), reads back as itself, orders as `Decimal` orders, and rounds half to
/// even to a currency's places (an account balance's) as `NSDecimalRound` does.
enum AmountChecks {
    static func run(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        let amount: Amount
        do throws(Amount.ParseError) {
            amount = try Amount(parsing: text)
        } catch .notANumber {
            precondition(!isNumber(Array(text.utf8)), "a number was refused as not one")
            return
        } catch {
            precondition(isNumber(Array(text.utf8)), "a text that is not a number was called out of range")
            return
        }
        precondition(isNumber(Array(text.utf8)), "a text that is not a number was taken")
        precondition((try? Amount(parsing: amount.description)) == amount, "the description does not read back")
        guard let written = Decimal(string: amount.description) else { preconditionFailure("Foundation cannot read the description") }
        if let decimal = foundationDecimal(text), !amount.isZero {
            precondition(decimal == written, "the amount is not the number written")
        }
        // Yen have no minor unit, dollars two digits of one, dinars three.
        for (places, currency) in [(0, "JPY"), (2, "USD"), (3, "KWD")] {
            var value = written
            var expected = Decimal()
            NSDecimalRound(&expected, &value, places, .bankers)
            let rounded = AccountBalance("fuzz", amount: amount, currencyCode: currency).roundedAmount
            precondition(Decimal(string: rounded.description) == expected, "rounding to \(places) places differs")
            precondition((rounded < amount) == (expected < written) && (amount < rounded) == (written < expected),
                         "the order differs from Decimal's")
        }
        precondition(-(-amount) == amount && (amount.isZero || (-amount < .zero) != (amount < .zero)), "negation")
    }

    /// The text as Foundation's `Decimal` reads it, for the shapes it reads as JSON does:
    /// a leading `+` or `.` and a trailing `.` rewritten, long exponents left out.
    static func foundationDecimal(_ text: String) -> Decimal? {
        var text = Substring(text)
        var sign = ""
        if let first = text.first, first == "+" || first == "-" { sign = first == "-" ? "-" : ""; text = text.dropFirst() }
        if text.first == "." { text = "0" + text }
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        var exponent = text.dropFirst(mantissa.count)
        guard exponent.count <= 5, mantissa.count <= 38 else { return nil }
        if exponent.hasPrefix("e+") || exponent.hasPrefix("E+") { exponent = "e" + exponent.dropFirst(2) }
        let whole = mantissa.hasSuffix(".") ? mantissa.dropLast() : mantissa
        return Decimal(string: sign + whole + exponent, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Whether `bytes` is `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?`, D an ASCII digit.
    static func isNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
        func skip(_ choices: String) -> Bool {
            guard index < bytes.count, choices.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        _ = skip("+-")
        var mantissa = digits()
        if skip(".") { mantissa += digits() }
        guard mantissa > 0 else { return false }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
