import FoundationEssentials

extension Decimal {
    /// The value rounded to `fractionDigits` (zero or more) places, half to even (banker's
    /// rounding, as Foundation's currency style rounds): `2.345` → `2.34`, `2.355` → `2.36`.
    ///
    /// It rounds the exact decimal digits of ``description``, so no binary fraction creeps in.
    func roundedHalfToEven(fractionDigits: Int) -> Decimal {
        let text = description
        guard !isNaN, let point = text.firstIndex(of: "."), fractionDigits >= 0 else { return self }
        let fraction = text[text.index(after: point)...]
        guard fraction.count > fractionDigits, fraction.allSatisfy(\.isASCII) else { return self }
        let negative = text.hasPrefix("-")
        var digits = Array(text[..<point].drop { $0 == "-" }.utf8) + Array(fraction.utf8)
        let kept = digits.count - (fraction.count - fractionDigits)
        let dropped = digits[kept...]
        let first = dropped.first! - UInt8(ascii: "0")
        let restIsZero = dropped.dropFirst().allSatisfy { $0 == UInt8(ascii: "0") }
        let lastKeptIsOdd = kept > 0 && (digits[kept - 1] - UInt8(ascii: "0")) % 2 == 1
        digits.removeSubrange(kept...)
        if first > 5 || (first == 5 && (!restIsZero || lastKeptIsOdd)) {
            var index = digits.count - 1
            while index >= 0, digits[index] == UInt8(ascii: "9") { digits[index] = UInt8(ascii: "0"); index -= 1 }
            if index >= 0 { digits[index] += 1 } else { digits.insert(UInt8(ascii: "1"), at: 0) }
        }
        var result = negative ? "-" : ""
        let integerCount = digits.count - fractionDigits
        result += integerCount > 0 ? String(decoding: digits[..<integerCount], as: UTF8.self) : "0"
        if fractionDigits > 0 { result += "." + String(decoding: digits[integerCount...], as: UTF8.self) }
        return Decimal(string: result) ?? self
    }
}
