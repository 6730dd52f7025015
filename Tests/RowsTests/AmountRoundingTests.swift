import Foundation
import Testing
@testable import Rows

/// Rounding half to even on an amount's digits, against Foundation's `NSDecimalRound`.
@Suite struct AmountRoundingTests {
    private func foundation(_ text: String, _ digits: Int) -> Decimal {
        var value = Decimal(string: text)!
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, digits, .bankers)
        return rounded
    }

    @Test func halfGoesToTheEvenDigit() {
        #expect(Amount("2.345")!.roundedHalfToEven(fractionDigits: 2) == Amount("2.34")!)
        #expect(Amount("2.355")!.roundedHalfToEven(fractionDigits: 2) == Amount("2.36")!)
        #expect(Amount("0.5")!.roundedHalfToEven(fractionDigits: 0) == 0)
        #expect(Amount("1.5")!.roundedHalfToEven(fractionDigits: 0) == 2)
        #expect(Amount("-2.5")!.roundedHalfToEven(fractionDigits: 0) == -2)
    }

    @Test func moreThanHalfRoundsUpAndCarries() {
        #expect(Amount("2.3451")!.roundedHalfToEven(fractionDigits: 2) == Amount("2.35")!)
        #expect(Amount("9.995")!.roundedHalfToEven(fractionDigits: 2) == 10)
        #expect(Amount("-99.96")!.roundedHalfToEven(fractionDigits: 1) == -100)
    }

    @Test func aValueWithFewerDigitsIsUnchanged() {
        #expect(Amount("1234.5")!.roundedHalfToEven(fractionDigits: 2) == Amount("1234.5")!)
        #expect(Amount(120000).roundedHalfToEven(fractionDigits: 0) == 120000)
        #expect(Amount("1.25")!.roundedHalfToEven(fractionDigits: -1) == Amount("1.25")!)
    }

    @Test func eighteenDigitsRoundAtEveryPlace() {
        let value = Amount("99999999999999999.5")!
        #expect(value.roundedHalfToEven(fractionDigits: 0).description == "100000000000000000")
        let tiny = Amount("0.000000000000000005")!
        #expect(tiny.roundedHalfToEven(fractionDigits: 17).isZero)
        #expect(Amount("0.000000000000000015")!.roundedHalfToEven(fractionDigits: 17).description == "0.00000000000000002")
        #expect(Amount("-0.4")!.roundedHalfToEven(fractionDigits: 0).description == "0")
    }

    @Test func agreesWithFoundationOnRandomAmounts() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let whole = Int.random(in: -99_999...99_999, using: &generator)
            let fraction = Int.random(in: 0...99_999, using: &generator)
            let text = "\(whole < 0 ? "-" : "")\(abs(whole)).\(String(fraction).leftPadded(to: 5))"
            let value = Amount(text)!
            for digits in 0...4 {
                let rounded = value.roundedHalfToEven(fractionDigits: digits)
                #expect(Decimal(string: rounded.description)! == foundation(text, digits), "\(text) to \(digits)")
            }
        }
    }

    @Test func agreesWithFoundationOnEighteenDigitAmounts() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let digits = String(UInt64.random(in: 100_000_000_000_000_000...999_999_999_999_999_999, using: &generator))
            let point = Int.random(in: 0...18, using: &generator)
            let split = digits.index(digits.endIndex, offsetBy: -point)
            let text = point == 0 ? digits : (point == 18 ? "0" : String(digits[..<split])) + "." + digits[split...]
            let value = Amount(text)!
            for places in [0, 2, 3, 17] {
                let rounded = value.roundedHalfToEven(fractionDigits: places)
                #expect(Decimal(string: rounded.description)! == foundation(text, places), "\(text) to \(places)")
            }
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
