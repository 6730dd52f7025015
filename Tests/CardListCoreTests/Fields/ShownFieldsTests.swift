import Testing
@testable import CardListCore
@testable import Items

/// `--with-nth`: the name of a line becomes the fields shown; the record stays whole.
@Suite struct ShownFieldsTests {
    private func segment(_ lines: [String]) -> ItemSegment {
        var segment = ItemSegment(format: .lines)
        for line in lines {
            let bytes = Array(line.utf8)
            bytes.withUnsafeBufferPointer { segment.appendLine($0) }
        }
        return segment
    }

    @Test func aLinesNameIsTheFieldsShownAndItsRecordStaysWhole() throws {
        let shown = segment(["hidden1:shownone", "a:b:c"]).showingFields(try FieldList(parsing: "2"), delimiter: FieldDelimiter(":"))
        #expect(shown.name(of: 0) == "shownone")
        #expect(shown.name(of: 1) == "b:")
        #expect(shown[1].sourceText == "a:b:c")
    }

    @Test func fieldsApartAreJoined() throws {
        let shown = segment(["a:b:c", "x y"]).showingFields(try FieldList(parsing: "3,1"), delimiter: FieldDelimiter(":"))
        #expect(shown.name(of: 0) == "ca:")
        #expect(shown.name(of: 1) == "x y")
    }

    @Test func oneRunOfTheLineCostsNoCopy() throws {
        let lines = (0..<100).map { "id\($0) name\($0) rest" }
        let shown = segment(lines).showingFields(try FieldList(parsing: "2.."), delimiter: .blanks)
        #expect(shown.name(of: 7) == "name7 rest")
        #expect(shown.side.isEmpty)
    }

    @Test func blanksAtTheEndAreNotShown() throws {
        let shown = segment(["a b  "]).showingFields(try FieldList(parsing: "2"), delimiter: .blanks)
        #expect(shown.name(of: 0) == "b")
    }

    @Test func aRead0RecordShowsFieldsOfItsFirstLine() throws {
        let segment = ItemSegment(items: [Item(name: "a b", summary: "more", source: Array("a b\nmore".utf8))], format: .nul)
        let shown = segment.showingFields(try FieldList(parsing: "2"), delimiter: .blanks)
        #expect(shown[0].name == "b")
        #expect(shown[0].source == Array("a b\nmore".utf8))
    }

    @Test func aJSONItemKeepsItsNameAndTheFieldsNamed() throws {
        let items = [Item(name: "Latte", summary: "milk", label: "espresso", detail: "3.40", tags: ["hot"])]
        let shown = ItemSegment(items: items, format: .json).showingFields(try FieldList(parsing: "name,label"), delimiter: .blanks)
        #expect(shown[0].name == "Latte")
        #expect(shown[0].label == "espresso")
        #expect(shown[0].summary == nil)
        #expect(shown[0].detail == nil)
        #expect(shown[0].tags == [])
    }

    @Test func numbersLeaveAJSONItemAsItIs() throws {
        let items = [Item(name: "Flat white", summary: "milk")]
        let shown = ItemSegment(items: items, format: .json).showingFields(try FieldList(parsing: "2"), delimiter: .blanks)
        #expect(shown[0] == items[0])
    }
}

/// `--accept-nth`: what is printed of a chosen item.
@Suite struct AcceptedFieldsTests {
    private func printed(_ list: String, _ item: Item, _ format: InputFormat?, delimiter: FieldDelimiter = .blanks,
                         columns: [String]? = nil) throws -> String {
        AcceptedFields(list: try FieldList(parsing: list, anyName: true), delimiter: delimiter).text(for: item, inputFormat: format, columns: columns)
    }

    @Test func aLinePrintsItsFieldsLessTheLastDelimiter() throws {
        #expect(try printed("2", Item(name: "a:one:z"), .lines, delimiter: FieldDelimiter(":")) == "one")
        #expect(try printed("1,3", Item(name: "ID2:Jane:Boss"), .lines, delimiter: FieldDelimiter(":")) == "ID2:Boss")
        #expect(try printed("2", Item(name: "a  b  c"), .lines) == "b")
    }

    @Test func aLineShownByOtherFieldsPrintsFieldsOfTheWholeLine() throws {
        // --with-nth makes the name "John"; the record is still the whole line.
        let item = Item(name: "John", source: Array("ID1:John:Dev".utf8))
        #expect(try printed("1", item, .lines, delimiter: FieldDelimiter(":")) == "ID1")
    }

    @Test func nameOnALineIsTheWholeLine() throws {
        #expect(try printed("name", Item(name: "a b c"), .lines) == "a b c")
    }

    @Test func namesPrintAJSONItemsFieldsAndKeysTabSeparated() throws {
        let source = Array(#"{"name": "Brian", "user": {"login": "bwk"}, "age": 81}"#.utf8)
        let item = Item(name: "Brian", summary: "Unix", tags: ["c", "awk"], source: source)
        #expect(try printed("name,user.login,age,tags", item, .json) == "Brian\tbwk\t81\tc,awk")
        #expect(try printed("summary,missing", item, .jsonl) == "Unix\t")
    }

    @Test func namesPrintATSVRowsColumns() throws {
        let item = Item(name: "bash", source: Array("bash\t5.2\tamd64".utf8))
        #expect(try printed("arch,name", item, .tsv, columns: ["name", "version", "arch"]) == "amd64\tbash")
    }

    @Test func numbersPrintFieldsOfAStructuredItemsName() throws {
        #expect(try printed("2,name", Item(name: "Flat white"), .json) == "white\tFlat white")
    }
}
