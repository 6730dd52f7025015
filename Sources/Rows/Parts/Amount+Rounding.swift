extension Amount {
    /// The amount rounded to `fractionDigits` (zero or more) places, half to even (banker's
    /// rounding, as Foundation's currency style rounds): `2.345` → `2.34`, `2.355` → `2.36`.
    /// A negative `fractionDigits` leaves it as it is.
    ///
    /// It rounds the exact decimal digits, so no binary fraction creeps in.
    func roundedHalfToEven(fractionDigits: Int) -> Amount {
        guard fractionDigits >= 0, exponent < -fractionDigits else { return self }
        let kept = Self.roundedHalfToEven(significand.magnitude, droppingDigits: -fractionDigits - exponent)
        // Fewer digits than before, at a place an amount holds: always in range.
        return Amount(magnitude: kept, exponent: -fractionDigits, negative: significand < 0) ?? self
    }

    /// `magnitude` without its last `dropped` (one or more) digits, rounded half to even.
    ///
    ///     Amount.roundedHalfToEven(2345, droppingDigits: 1)   // 234
    ///     Amount.roundedHalfToEven(2355, droppingDigits: 1)   // 236
    static func roundedHalfToEven(_ magnitude: UInt64, droppingDigits dropped: Int) -> UInt64 {
        // 10^19 is the largest power of ten in 64 bits; past it every magnitude is under a half.
        guard dropped <= 19 else { return 0 }
        let divisor = power(of: dropped)
        let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: divisor)
        let half = divisor / 2
        let roundsUp = remainder > half || (remainder == half && quotient % 2 == 1)
        return roundsUp ? quotient + 1 : quotient
    }
}
