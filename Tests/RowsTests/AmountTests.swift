import Foundation
import Testing
import Rows

/// The exact decimal amounts are read from JSON and TSV number text into.
@Suite struct AmountTests {
    @Test func parsingKeepsTheDigitsWritten() throws {
        #expect(try Amount(parsing: "-1234.50").description == "-1234.5")
        #expect(try Amount(parsing: "0.1").description == "0.1")
        #expect(try Amount(parsing: "+.5").description == "0.5")
        #expect(try Amount(parsing: "7.").description == "7")
        #expect(try Amount(parsing: "1e3").description == "1000")
        #expect(try Amount(parsing: "2.50E-1").description == "0.25")
        #expect(try Amount(parsing: "-0.000").description == "0")
        #expect(try Amount(parsing: "000123.4500").description == "123.45")
    }

    @Test func parsingTakesNothingButANumber() {
        for text in ["", " 1", "1 ", "12,5", "1-2", "9e9e9", "e3", ".", "-", "1e", "1e+", "NaN", "inf", "0x1F", "١٢", "1_000"] {
            #expect(throws: Amount.ParseError.notANumber, "\(text)") { try Amount(parsing: text) }
        }
    }

    @Test func eighteenSignificantDigitsAreHeldExactly() throws {
        #expect(try Amount(parsing: "999999999999999999").description == "999999999999999999")
        #expect(try Amount(parsing: "-12345678901234567.8").description == "-12345678901234567.8")
        #expect(try Amount(parsing: "0.000000000000000001").description == "0.000000000000000001")
        #expect(try Amount(parsing: "0.123456789012345678").description == "0.123456789012345678")
        #expect(try Amount(parsing: "1.50000000000000000000000000").description == "1.5")
        #expect(try Amount(parsing: "100000000000000000").description == "100000000000000000")
    }

    @Test func aNumberAnAmountCannotHoldIsRefusedNotRounded() {
        for text in ["1234567890123456789", "12345678901234567.89", "1000000000000000000", "1e18",
                     "0.0000000000000000001", "1e-19", "1e999999999999999999999", "2.005000000000000000001"] {
            #expect(throws: Amount.ParseError.outOfRange, "\(text)") { try Amount(parsing: text) }
        }
        #expect(Amount("1234567890123456789") == nil)
    }

    @Test func zeroIsZeroWhateverItsExponent() throws {
        #expect(try Amount(parsing: "0e999999999999").isZero)
        #expect(try Amount(parsing: "-0.0e-40") == .zero)
        #expect(try Amount(parsing: "00000000000000000000000000").description == "0")
    }

    @Test func equalValuesAreEqualAndHashAlike() throws {
        #expect(try Amount(parsing: "1.50") == Amount(parsing: "15e-1"))
        #expect(try Set([Amount(parsing: "1.50"), Amount(parsing: "1.5"), Amount(parsing: "0.15e1")]).count == 1)
        #expect(Amount("1.50")!.significand == 15 && Amount("1.50")!.exponent == -1)
        #expect(Amount("1e3")!.significand == 1 && Amount("1e3")!.exponent == 3)
    }

    @Test func comparisonOrdersByValue() {
        let sorted = ["-1000", "-2", "-1.5", "-0.000000000000000001", "0", "0.000000000000000001", "0.1", "0.15", "1", "1.05", "10", "999999999999999999"]
        let amounts = sorted.map { Amount($0)! }
        for (i, left) in amounts.enumerated() {
            for (j, right) in amounts.enumerated() {
                #expect((left < right) == (i < j), "\(left) < \(right)")
            }
        }
    }

    @Test func negationFlipsTheSign() {
        #expect((-Amount("12.5")!).description == "-12.5")
        #expect((-Amount("-0.01")!).description == "0.01")
        #expect(-Amount.zero == .zero)
        #expect(-(-Amount.greatestFiniteMagnitude) == .greatestFiniteMagnitude)
    }

    @Test func literalsAreTheDecimalsWritten() {
        let balance: Amount = -1234.5
        #expect(balance == Amount("-1234.5")!)
        let tenth: Amount = 0.1
        #expect(tenth.description == "0.1")
        let whole: Amount = 1200
        #expect(whole.description == "1200")
        #expect(Amount(0.30000000000000004).description == "0.30000000000000004")
    }

    @Test func integersAndDoublesBeyondTheRangeAreClampedOrRounded() {
        #expect(Amount(Int.max) == .greatestFiniteMagnitude)
        #expect(Amount(Int.min) == -Amount.greatestFiniteMagnitude)
        #expect(Amount(1e300) == .greatestFiniteMagnitude)
        #expect(Amount(-Double.infinity) == -Amount.greatestFiniteMagnitude)
        #expect(Amount(Double.nan) == .zero)
        #expect(Amount(1e-20) == .zero)
        #expect(Amount(1.5e-18).description == "0.000000000000000002")
        #expect(Amount(2.5e-18).description == "0.000000000000000002")
    }

    @Test func descriptionReadsBackAsTheSameAmountAndAsFoundationReadsIt() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let digits = String(UInt64.random(in: 0...999_999_999_999_999_999, using: &generator))
            let exponent = Int.random(in: -30...10, using: &generator)
            let text = (Bool.random(using: &generator) ? "-" : "") + digits + "e\(exponent)"
            guard let amount = try? Amount(parsing: text) else { continue }
            #expect(try Amount(parsing: amount.description) == amount, "\(text)")
            #expect(Decimal(string: amount.description) == Decimal(string: text), "\(text)")
        }
    }
}
