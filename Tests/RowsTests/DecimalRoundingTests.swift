import Foundation
import Testing
@testable import Rows

/// Rounding half to even on a decimal's digits, against Foundation's `NSDecimalRound`.
@Suite struct DecimalRoundingTests {
    private func foundation(_ value: Decimal, _ digits: Int) -> Decimal {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, digits, .bankers)
        return rounded
    }

    @Test func halfGoesToTheEvenDigit() {
        #expect(Decimal(string: "2.345")!.roundedHalfToEven(fractionDigits: 2) == Decimal(string: "2.34")!)
        #expect(Decimal(string: "2.355")!.roundedHalfToEven(fractionDigits: 2) == Decimal(string: "2.36")!)
        #expect(Decimal(string: "0.5")!.roundedHalfToEven(fractionDigits: 0) == 0)
        #expect(Decimal(string: "1.5")!.roundedHalfToEven(fractionDigits: 0) == 2)
    }

    @Test func moreThanHalfRoundsUpAndCarries() {
        #expect(Decimal(string: "2.3451")!.roundedHalfToEven(fractionDigits: 2) == Decimal(string: "2.35")!)
        #expect(Decimal(string: "9.995")!.roundedHalfToEven(fractionDigits: 2) == 10)
        #expect(Decimal(string: "-99.96")!.roundedHalfToEven(fractionDigits: 1) == -100)
    }

    @Test func aValueWithFewerDigitsIsUnchanged() {
        #expect(Decimal(string: "1234.5")!.roundedHalfToEven(fractionDigits: 2) == Decimal(string: "1234.5")!)
        #expect(Decimal(120000).roundedHalfToEven(fractionDigits: 0) == 120000)
    }

    @Test func agreesWithFoundationOnRandomAmounts() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let whole = Int.random(in: -99_999...99_999, using: &generator)
            let fraction = Int.random(in: 0...99_999, using: &generator)
            let text = "\(whole < 0 ? "-" : "")\(abs(whole)).\(String(fraction).leftPadded(to: 5))"
            let value = Decimal(string: text)!
            for digits in 0...4 {
                #expect(value.roundedHalfToEven(fractionDigits: digits) == foundation(value, digits), "\(text) to \(digits)")
            }
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
