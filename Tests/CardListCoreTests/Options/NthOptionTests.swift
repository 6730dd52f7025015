import Testing
@testable import CardListCore
@testable import Items
@testable import Search
@testable import CardListOptions

/// `-d`/`--delimiter`, `-n`/`--nth`, `--with-nth` and `--accept-nth` on the command line.
@Suite struct NthOptionTests {
    @Test func shortFormsStandForTheLongOnes() throws {
        let options = try Options.parse(["-d", ":", "-n", "2..", "-d:"])
        #expect(options.delimiter == FieldDelimiter(":"))
        #expect(options.nth == FieldList([.range(FieldRange(first: 2, last: nil))]))
        #expect(try Options.parse(["-n2"]).nth == FieldList([.range(FieldRange(2))]))
    }

    @Test func eachOptionKeepsItsList() throws {
        let options = try Options.parse(["--with-nth=2,1", "--accept-nth", "price,1"])
        #expect(options.withNth?.ranges == [FieldRange(2), FieldRange(1)])
        #expect(options.acceptNth?.parts == [.name("price"), .range(FieldRange(1))])
        #expect(options.nth == nil)
        #expect(options.delimiter == .blanks)
    }

    @Test(arguments: ["--nth", "--with-nth", "--accept-nth"], ["0", "x..", "1..2..3", "-1..2", "", "1,,2"])
    func aBadListIsAnErrorNamingTheOption(_ option: String, _ value: String) {
        #expect(throws: OptionsError.self) { try Options.parse([option, value]) }
        do {
            _ = try Options.parse([option, value])
        } catch {
            #expect(error.description.hasPrefix("\(option) expects field numbers"))
            #expect(error.description.hasSuffix("(see --help)"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aNameNthDoesNotKnowIsRefusedButAcceptNthTakesAnyName() throws {
        #expect(throws: OptionsError.invalidFields(option: "--nth", value: "x", part: "x")) { try Options.parse(["--nth", "x"]) }
        #expect(throws: OptionsError.invalidFields(option: "--with-nth", value: "1,price", part: "price")) { try Options.parse(["--with-nth", "1,price"]) }
        #expect(try Options.parse(["--accept-nth", "x"]).acceptNth?.names == ["x"])
    }

    @Test func theMessageSaysWhatATermIsAndWhichPartWasWrong() {
        #expect(OptionsError.invalidFields(option: "--nth", value: "1,x..", part: "x..").description
            == "--nth expects field numbers from 1 or from the end (-1), ranges (2.., ..-2, 1..3) or the names name, summary, label, detail, tags, comma-separated, got 'x..' in '1,x..' (see --help)")
    }

    @Test func nthNamesNarrowSearchAndNumbersSearchPartsOfTheName() throws {
        let named = SearchSettings(options: try Options.parse(["--nth", "name,tags"]))
        #expect(named.fields == [.name, .tags])
        #expect(named.nameParts == nil)
        let numbered = SearchSettings(options: try Options.parse(["-d", ":", "--nth", "2,summary"]))
        #expect(numbered.fields == [.name, .summary])
        #expect(numbered.nameParts == FieldSelection(ranges: [FieldRange(2)], delimiter: FieldDelimiter(":")))
        let both = SearchSettings(options: try Options.parse(["--search", "name,summary", "--nth", "summary,tags"]))
        #expect(both.fields == [.summary])
    }
}
