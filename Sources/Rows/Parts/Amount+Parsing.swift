extension Amount {
    /// Why a text is not an amount.
    public enum ParseError: Error, Hashable, Sendable {
        /// The text is not wholly a number: `12,5`, `1-2`, `9e9e9`, `NaN`, `` (empty).
        case notANumber
        /// The text is a number an amount cannot hold exactly: more than 18 significant
        /// digits, 10¹⁸ or more, or a digit more than 18 places after the point.
        case outOfRange
    }

    /// The number `text` writes, exactly: an optional sign, digits with an optional
    /// fraction, an optional exponent (`-12.5`, `+.5`, `1e3`, `2.50E-1`), as JSON and TSV
    /// write numbers; nothing else, not even spaces, around it.
    ///
    ///     try Amount(parsing: "-1234.50")                 // -1234.5
    ///     try Amount(parsing: "12345678901234567.89")     // throws .outOfRange
    ///
    /// A number that does not fit (see ``Amount``) is refused rather than rounded, so an
    /// amount shown is always the amount written.
    ///
    /// - Throws: ``ParseError/notANumber`` or ``ParseError/outOfRange``.
    /// - Complexity: O(*n*) in the length of the text.
    public init(parsing text: some StringProtocol) throws(ParseError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
        guard let number = DecimalText(bytes) else { throw .notANumber }
        guard !number.tooLong,
              let amount = Amount(magnitude: number.magnitude, exponent: number.exponent, negative: number.negative)
        else { throw .outOfRange }
        self = amount
    }
}

/// The number a text writes, as `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?` (D an ASCII digit):
/// its significant digits as an integer and the power of ten they are multiplied by.
struct DecimalText {
    var negative = false
    /// The significant digits, the zeros that end them left out (0 for zero).
    var magnitude: UInt64 = 0
    /// How many digits ``magnitude`` has (0 for zero).
    var digits = 0
    /// The power of ten ``magnitude`` is multiplied by (saturated far beyond any amount).
    var exponent = 0
    /// Whether there were more significant digits than an amount holds (``magnitude`` is
    /// then meaningless).
    var tooLong = false

    /// The number in `bytes`, or nil when they are not wholly one.
    init?(_ bytes: [UInt8]) {
        var index = 0
        func take(_ first: Character, _ second: Character) -> UInt8? {
            guard index < bytes.count, bytes[index] == first.asciiValue || bytes[index] == second.asciiValue else { return nil }
            index += 1
            return bytes[index - 1]
        }
        func digit() -> UInt8? {
            guard index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 else { return nil }
            index += 1
            return bytes[index - 1] - UInt8(ascii: "0")
        }
        negative = take("+", "-") == UInt8(ascii: "-")
        // Zeros after the last non-zero digit, multiplied in only when another digit follows.
        var trailingZeros = 0
        var fractionDigits = 0
        var mantissaDigits = 0
        func add(_ value: UInt8) {
            mantissaDigits += 1
            guard value != 0 else {
                if digits > 0 { trailingZeros += 1 }
                return
            }
            let total = digits + trailingZeros + 1
            if total > Amount.maximumDigits || tooLong {
                tooLong = true
            } else {
                magnitude = magnitude * Amount.power(of: trailingZeros + 1) + UInt64(value)
            }
            digits = total
            trailingZeros = 0
        }
        while let value = digit() { add(value) }
        if take(".", ".") != nil {
            while let value = digit() { add(value); fractionDigits += 1 }
        }
        guard mantissaDigits > 0 else { return nil }
        var written = 0
        if take("e", "E") != nil {
            let negativeExponent = take("+", "-") == UInt8(ascii: "-")
            var exponentDigits = 0
            while let value = digit() {
                written = min(written * 10 + Int(value), 1 << 40)
                exponentDigits += 1
            }
            guard exponentDigits > 0 else { return nil }
            if negativeExponent { written = -written }
        }
        guard index == bytes.count else { return nil }
        if magnitude == 0 && !tooLong {
            exponent = 0
        } else {
            exponent = trailingZeros - fractionDigits + written
        }
    }
}
