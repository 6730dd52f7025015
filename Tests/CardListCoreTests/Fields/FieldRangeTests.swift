import Testing
@testable import CardListCore
@testable import Items

/// fzf's field expressions: what parses, and which fields each takes.
@Suite struct FieldRangeTests {
    @Test(arguments: [
        ("2", FieldRange(2)), ("-1", FieldRange(-1)), ("2..", FieldRange(first: 2, last: nil)),
        ("..-2", FieldRange(first: nil, last: -2)), ("1..3", FieldRange(first: 1, last: 3)),
        ("..", FieldRange(first: nil, last: nil)), ("-3..-2", FieldRange(first: -3, last: -2)),
        ("3..2", FieldRange(first: 3, last: 2)),
    ])
    func expressionsParse(_ text: String, _ range: FieldRange) {
        #expect(FieldRange(parsing: text) == range)
    }

    @Test(arguments: ["0", "x", "x..", "..0", "0..2", "1..2..3", "...", "-1..2", "", "+1", "1-2", " 1", "1.5"])
    func badExpressionsDoNotParse(_ text: String) {
        #expect(FieldRange(parsing: text) == nil)
    }

    @Test func aFieldCountsFromOneOrFromTheEnd() {
        #expect(FieldRange(1).indices(amongFields: 3) == 0..<1)
        #expect(FieldRange(-1).indices(amongFields: 3) == 2..<3)
        #expect(FieldRange(-3).indices(amongFields: 3) == 0..<1)
    }

    @Test func aFieldThatIsNotThereTakesNothing() {
        #expect(FieldRange(4).indices(amongFields: 3).isEmpty)
        #expect(FieldRange(-4).indices(amongFields: 3).isEmpty)
        #expect(FieldRange(1).indices(amongFields: 0).isEmpty)
    }

    @Test func rangesAreClippedToTheFieldsThereAre() {
        #expect(FieldRange(first: 2, last: nil).indices(amongFields: 3) == 1..<3)
        #expect(FieldRange(first: nil, last: -2).indices(amongFields: 3) == 0..<2)
        #expect(FieldRange(first: -5, last: nil).indices(amongFields: 3) == 0..<3)
        #expect(FieldRange(first: 2, last: 9).indices(amongFields: 3) == 1..<3)
        #expect(FieldRange(first: 3, last: 2).indices(amongFields: 3).isEmpty)
        #expect(FieldRange(first: nil, last: -5).indices(amongFields: 3).isEmpty)
    }

    @Test func expressionsReadBackAsWritten() {
        for text in ["2", "-1", "2..", "..-2", "1..3", ".."] {
            #expect(FieldRange(parsing: text)?.description == text)
        }
    }
}

/// `--nth`-style lists: expressions and names, comma-separated.
@Suite struct FieldListTests {
    @Test func aListKeepsItsPartsInOrder() throws {
        let list = try FieldList(parsing: "3,1..2,tags")
        #expect(list.parts == [.range(FieldRange(3)), .range(FieldRange(first: 1, last: 2)), .name("tags")])
        #expect(list.ranges == [FieldRange(3), FieldRange(first: 1, last: 2)])
        #expect(list.names == ["tags"])
    }

    @Test func namesAndNumbersGiveTheItemFieldsSearched() throws {
        #expect(try FieldList(parsing: "name,tags").itemFields == [.name, .tags])
        #expect(try FieldList(parsing: "2,summary").itemFields == [.name, .summary])
        #expect(try FieldList(parsing: "summary").itemFields == [.summary])
    }

    @Test(arguments: ["0", "x", "x..", "1,,2", "", ",", "1,", "name,nope"])
    func aListWithABadPartIsRefused(_ text: String) {
        #expect(throws: FieldList.ParseError.self) { try FieldList(parsing: text) }
    }

    @Test func anyNameMayBeAColumnOrKeyWhereAsked() throws {
        #expect(try FieldList(parsing: "price,user.login", anyName: true).names == ["price", "user.login"])
        #expect(throws: FieldList.ParseError(part: "1..x")) { try FieldList(parsing: "1..x", anyName: true) }
    }
}
