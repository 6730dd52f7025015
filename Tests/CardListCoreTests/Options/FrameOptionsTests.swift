import Rows
import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--border [STYLE]`, `--margin` and `--padding`, in fzf's forms.
@Suite struct FrameOptionsTests {
    @Test func bareBorderIsRoundedAndTakesNoFileAsItsStyle() throws {
        let options = try Options.parse(["--border", "menu.json"])
        #expect(options.frame.border == .rounded)
        #expect(options.files == ["menu.json"])
        #expect(try Options.parse([]).frame.border == BorderShape.none)
    }

    @Test func borderTakesAStyleAsTheNextArgumentOrAfterEquals() throws {
        #expect(try Options.parse(["--border", "sharp"]).frame.border == .sharp)
        #expect(try Options.parse(["--border=horizontal"]).frame.border == .horizontal)
        #expect(try Options.parse(["--border", "--multi"]).frame.border == .rounded)
        #expect(try Options.parse(["--border", "bold", "--border", "none"]).frame.border == BorderShape.none)
    }

    @Test func badBorderStyleNamesTheChoices() {
        #expect(optionsMessage(["--border=thick"]) == "--border expects rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right or none, got 'thick'")
    }

    @Test func marginFormsFollowFzfsClockwiseOrder() throws {
        let size = Size(width: 100, height: 50)
        func insets(_ value: String) throws -> [Int] {
            let i = try Options.parse(["--margin", value]).frame.margin.insets(in: size)
            return [i.top, i.right, i.bottom, i.left]
        }
        #expect(try insets("1") == [1, 1, 1, 1])
        #expect(try insets("1,2") == [1, 2, 1, 2])
        #expect(try insets("1,2,3") == [1, 2, 3, 2])
        #expect(try insets("1,2,3,4") == [1, 2, 3, 4])
        #expect(try insets("10%,5%") == [5, 5, 5, 5])
        #expect(try insets("10%,0,2.5%,1") == [5, 0, 1, 1])
    }

    @Test func badSpacingNamesTheOptionAndTheBadPart() {
        #expect(optionsMessage(["--padding", "1,x"]) == "--padding expects 1 to 4 comma-separated numbers or percentages (1,2,10%), got 'x' in '1,x'")
        #expect(optionsMessage(["--margin=1,2,3,4,5"]) == "--margin expects 1 to 4 comma-separated numbers or percentages (1,2,10%), got '5' in '1,2,3,4,5'")
        #expect(optionsMessage(["--margin", "101%"])?.hasPrefix("--margin expects 1 to 4") == true)
        #expect(optionsMessage(["--margin", "-1"])?.hasPrefix("--margin expects 1 to 4") == true)
        #expect(optionsMessage(["--margin"]) == "--margin needs a value (see --help)")
    }
}

/// `--layout` and `--reverse`.
@Suite struct LayoutOptionsTests {
    @Test func layoutTakesFzfsNamesAndReverseIsCardlistsDefault() throws {
        #expect(try Options.parse([]).layout == .reverse)
        #expect(try Options.parse(["--layout=default"]).layout == .default)
        #expect(try Options.parse(["--layout", "reverse-list"]).layout == .reverseList)
        #expect(try Options.parse(["--layout=default", "--reverse"]).layout == .reverse)
    }

    @Test func typingFilterDefaultsToFzfsLayoutUnlessOneIsGiven() throws {
        #expect(try Options.parse(["--typing", "filter"]).layout == .default)
        #expect(try Options.parse(["--typing", "filter", "--reverse"]).layout == .reverse)
        #expect(try Options.parse(["--layout=reverse-list", "--typing", "filter"]).layout == .reverseList)
        #expect(try Options.parse(["--typing", "filter", "--typing", "jump"]).layout == .reverse)
    }

    @Test func badLayoutNamesTheChoices() {
        #expect(throws: OptionsError.invalidChoice(option: "--layout", value: "up", choices: ["default", "reverse", "reverse-list"])) {
            try Options.parse(["--layout", "up"])
        }
    }
}

/// `--pointer` and `--marker`: short marks of any width, never a control character.
@Suite struct MarkerOptionsTests {
    @Test func pointerAndMarkerTakeMultiColumnMarksAsFzfDoes() throws {
        let options = try Options.parse(["--pointer", "=>", "--marker=+*"])
        #expect(options.pointer == "=>" && options.marker == "+*")
        #expect(try Options.parse(["--pointer="]).pointer == "")
        #expect(try Options.parse(["--marker", "好"]).marker == "好")
    }

    @Test func controlCharactersAndLongMarksAreRefusedNamingTheOption() {
        for (option, value) in [("--pointer", "\u{1B}[31m"), ("--marker", "a\tb"), ("--pointer", "\u{9B}"), ("--marker", "123456789")] {
            #expect(throws: OptionsError.invalidMarker(option: option, value: value)) { try Options.parse([option, value]) }
        }
        #expect(throws: Never.self) { try Options.parse(["--pointer", "12345678"]) }
        #expect(OptionsError.invalidMarker(option: "--pointer", value: "\u{7}").description
            == "--pointer expects a mark of at most 8 columns without control characters (such as > or =>) or nothing, got '␇'")
    }

    @Test func marksAreMeasuredInColumnsAndTheGapComesWithMulti() throws {
        let marks = GutterMarks(options: try Options.parse(["--pointer", "=>", "--marker", "好", "--multi"]), charset: .unicode)
        #expect(marks.pointer?.width == 2 && marks.marker?.width == 2 && marks.gap == 1)
        #expect(marks.width(charset: .unicode) == 5)
        #expect(GutterMarks(options: try Options.parse([]), charset: .unicode).width(charset: .unicode) == 2)
        #expect(GutterMarks(options: try Options.parse(["--pointer="]), charset: .unicode).width(charset: .unicode) == 1)
    }
}
