/// An exact decimal number, such as a balance: a 64-bit significand and a power of ten, so
/// `0.1` is one tenth and not the binary fraction nearest to it.
///
///     let balance: Amount = -1234.5
///     Amount("1e3")                  // 1000
///     Amount("0.10")! == 0.1         // true
///     (-balance).description         // "1234.5"
///
/// An amount holds what fits exactly: at most 18 significant digits (leading zeros and the
/// zeros that end a fraction do not count), less than 10¹⁸ in size, and no digit more than
/// 18 places after the point. Text beyond that is refused (see ``init(parsing:)``), never
/// rounded; an integer or a `Double` beyond it is clamped or rounded (see the initialisers).
/// It is a value to show and compare, not to compute with: there is no arithmetic but
/// negation.
public struct Amount: Hashable, Sendable {
    /// The digits, without the zeros that end them (0 for zero): the value is
    /// `significand × 10^exponent`, and each value has one form.
    public let significand: Int64
    /// The stored power of ten, -18...17 (0 for zero).
    private let scale: Int8

    /// The power of ten the ``significand`` is multiplied by: -2 for `12.34`, 3 for `1e3`.
    public var exponent: Int { Int(scale) }

    /// The most significant digits an amount holds.
    public static let maximumDigits = 18
    /// The most digits after the point an amount holds.
    public static let maximumFractionDigits = 18
    /// The largest amount: eighteen nines, `999999999999999999`.
    public static let greatestFiniteMagnitude = Amount(reduced: 999_999_999_999_999_999, exponent: 0)
    /// Zero.
    public static let zero = Amount(reduced: 0, exponent: 0)

    /// An amount whose significand has no trailing zero and which is in range.
    private init(reduced significand: Int64, exponent: Int) {
        self.significand = significand
        self.scale = Int8(exponent)
    }

    /// `magnitude × 10^exponent`, negated when `negative`, or nil when that is out of range.
    ///
    /// - Complexity: O(1) (at most 19 digits).
    init?(magnitude: UInt64, exponent: Int, negative: Bool) {
        var magnitude = magnitude
        var exponent = exponent
        guard magnitude != 0 else { self = .zero; return }
        while magnitude % 10 == 0 { magnitude /= 10; exponent += 1 }
        let digits = Self.digitCount(of: magnitude)
        guard digits <= Self.maximumDigits, exponent >= -Self.maximumFractionDigits,
              digits + exponent <= Self.maximumDigits else { return nil }
        let value = Int64(magnitude)
        self.init(reduced: negative ? -value : value, exponent: exponent)
    }

    /// The integer `value`, clamped to ±``greatestFiniteMagnitude``.
    ///
    ///     Amount(1200)   // 1200, held as 12 × 10²
    public init(_ value: Int) {
        let limit = UInt64(Self.greatestFiniteMagnitude.significand)
        self.init(magnitude: min(UInt64(value.magnitude), limit), exponent: 0, negative: value < 0)!
    }

    /// The shortest decimal that reads back as `value` (what `value.description` writes,
    /// so `0.1` is `0.1`), rounded half to even to 18 places after the point and clamped to
    /// ±``greatestFiniteMagnitude``; NaN is zero.
    ///
    ///     Amount(-42.5)      // -42.5
    ///     Amount(1e-20)      // 0
    public init(_ value: Double) {
        guard value.isFinite else {
            self = value.isNaN ? .zero : (value < 0 ? -Amount.greatestFiniteMagnitude : .greatestFiniteMagnitude)
            return
        }
        guard let number = DecimalText(Array(value.description.utf8)), number.magnitude != 0 else {
            self = .zero
            return
        }
        if number.digits + number.exponent > Self.maximumDigits {
            self = value < 0 ? -Amount.greatestFiniteMagnitude : .greatestFiniteMagnitude
        } else if number.exponent < -Self.maximumFractionDigits {
            let dropped = -Self.maximumFractionDigits - number.exponent
            let kept = Self.roundedHalfToEven(number.magnitude, droppingDigits: dropped)
            self = Amount(magnitude: kept, exponent: -Self.maximumFractionDigits, negative: number.negative) ?? .zero
        } else {
            self = Amount(magnitude: number.magnitude, exponent: number.exponent, negative: number.negative) ?? .zero
        }
    }

    /// Whether the amount is zero.
    public var isZero: Bool { significand == 0 }

    /// How many decimal digits `value` has (1 for 0).
    static func digitCount(of value: UInt64) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    /// 10 to the power `exponent`, 0...19.
    static func power(of exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value &*= 10 }
        return value
    }
}

extension Amount: Comparable {
    /// Orders by value: `1.5` and `1.50` are equal, `-2 < -1.5`.
    public static func < (lhs: Amount, rhs: Amount) -> Bool {
        let (left, right) = (lhs.significand.signum(), rhs.significand.signum())
        guard left == right else { return left < right }
        return left > 0 ? lhs.magnitudeOrder < rhs.magnitudeOrder : rhs.magnitudeOrder < lhs.magnitudeOrder
    }

    /// The magnitude as (the place of its first digit, its digits filled out to 18), which
    /// orders magnitudes without multiplying past 64 bits.
    private var magnitudeOrder: (Int, UInt64) {
        let magnitude = significand.magnitude
        let digits = Self.digitCount(of: magnitude)
        return (digits + exponent, magnitude * Self.power(of: Self.maximumDigits - digits))
    }

    /// The amount with the opposite sign (zero stays zero).
    public static prefix func - (operand: Amount) -> Amount {
        Amount(reduced: -operand.significand, exponent: operand.exponent)
    }
}

extension Amount: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// An integer literal, clamped as the `Int` initialiser clamps it.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// A literal such as `12.5`, as the `Double` initialiser takes it: the decimal written,
    /// since a `Double`'s shortest form gives back up to 17 significant digits.
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}

extension Amount: LosslessStringConvertible {
    /// The amount in plain decimal digits, as JSON writes a number: `-1234.5`, `1000`,
    /// `0.001`; no exponent, no trailing zeros after the point.
    public var description: String {
        guard !isZero else { return "0" }
        let digits = String(significand.magnitude)
        let sign = significand < 0 ? "-" : ""
        guard exponent < 0 else { return sign + digits + String(repeating: "0", count: exponent) }
        let fraction = -exponent
        guard digits.utf8.count > fraction else {
            return sign + "0." + String(repeating: "0", count: fraction - digits.utf8.count) + digits
        }
        let point = digits.index(digits.endIndex, offsetBy: -fraction)
        return sign + digits[..<point] + "." + digits[point...]
    }

    /// The amount `description` writes, or nil: see ``init(parsing:)``.
    public init?(_ description: String) {
        guard let amount = try? Amount(parsing: description) else { return nil }
        self = amount
    }
}
