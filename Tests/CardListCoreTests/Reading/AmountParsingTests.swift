import Testing
@testable import CardListCore
@testable import Items

/// An amount is taken only when its whole text is a number; a number prefix is not enough.
@Suite struct AmountParsingTests {
    @Test(arguments: ["e", "9e9e9", "--1", "1-2", "1.2.3", "+", ".", "1e", "1e+", "0x10", "1,5", "5 EUR", "١٢"])
    func textThatIsNotWhollyANumberIsAnErrorAtItsRecord(_ amount: String) {
        let input = "{\"name\":\"ok\",\"amount\":\"0\"}\n{\"name\":\"Tea\",\"amount\":\"\(amount)\"}\n"
        #expect(throws: InputError(file: "in", line: 2, column: 1, message: "'amount' is not a number")) {
            try decodeWhole(input, format: .jsonl)
        }
    }

    @Test func tsvAmountThatIsNotWhollyANumberIsAnErrorAtItsLine() {
        #expect(throws: InputError(file: "in", line: 2, column: 1, message: "'amount' is not a number")) {
            try decodeWhole("name\tamount\nTea\t1-2\n", format: .tsv)
        }
    }

    @Test(arguments: [("3.50", "3.5"), ("-1", "-1"), ("+2", "2"), (" 4 ", "4"), ("1e3", "1000"), ("2.5E-1", "0.25"), (".5", "0.5"), ("7.", "7")])
    func wholeNumbersAreExactAmounts(_ text: String, _ expected: String) throws {
        let items = try decodeWhole("{\"name\":\"Tea\",\"amount\":\"\(text)\"}\n", format: .jsonl)
        #expect(items.first?.amount?.description == expected)
    }

    static let outOfRange = "'amount' cannot be held exactly (at most 18 significant digits, 18 after the point, below 10^18)"

    @Test(arguments: ["1234567890123456789", "12345678901234567.89", "1e18", "0.0000000000000000001", "1e-999999999999"])
    func aNumberTooLongForAnAmountIsAnErrorNotRounded(_ amount: String) {
        let input = "{\"name\":\"ok\",\"amount\":0}\n{\"name\":\"Tea\",\"amount\":\(amount)}\n"
        #expect(throws: InputError(file: "in", line: 2, column: 1, message: Self.outOfRange)) {
            try decodeWhole(input, format: .jsonl)
        }
        #expect(throws: InputError(file: "in", line: 2, column: 1, message: Self.outOfRange)) {
            try decodeWhole("name\tamount\nTea\t\(amount)\n", format: .tsv)
        }
    }

    @Test func eighteenSignificantDigitsAreReadExactly() throws {
        let items = try decodeWhole("[{\"name\":\"a\",\"amount\":-99999999999999999.9},{\"name\":\"b\",\"amount\":\"0.000000000000000001\"}]", format: .json)
        #expect(items.map { $0.amount?.description } == ["-99999999999999999.9", "0.000000000000000001"])
    }

    @Test func skippedBadAmountsLeaveTheOtherRecords() throws {
        let items = try decodeWhole("{\"name\":\"a\",\"amount\":\"9e9e9\"}\n{\"name\":\"b\",\"amount\":2}\n{\"name\":\"c\",\"amount\":1e18}\n",
                                    format: .jsonl, skipInvalid: true)
        #expect(items.map(\.name) == ["b"])
    }
}
