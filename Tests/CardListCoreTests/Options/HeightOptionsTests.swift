import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--height` and `--min-height`, in fzf's forms, and the rows they give on a terminal.
@Suite struct HeightOptionsTests {
    @Test func heightTakesRowsPercentagesAdaptiveAndInverseForms() throws {
        #expect(try Options.parse(["--height", "10"]).height == InlineHeight(size: 10))
        #expect(try Options.parse(["--height=40%"]).height == InlineHeight(size: 40, isPercent: true))
        #expect(try Options.parse(["--height", "~10"]).height == InlineHeight(size: 10, isAdaptive: true))
        #expect(try Options.parse(["--height", "~50%"]).height == InlineHeight(size: 50, isPercent: true, isAdaptive: true))
        #expect(try Options.parse(["--height", "-3"]).height == InlineHeight(size: 3, isInverse: true))
        #expect(try Options.parse(["--height", "12.5%"]).height == InlineHeight(size: 12.5, isPercent: true))
        #expect(try Options.parse([]).height == nil)
        #expect(try Options.parse(["--height", "10", "--no-height"]).height == nil)
    }

    @Test func badHeightIsRefusedWithTheForm() {
        let form = "--height expects [~][-]HEIGHT[%] (a number of rows or a percentage up to 100%)"
        for value in ["", "abc", "101%", "1.5", "~", "%", "10%%", "+5", "1e3", "nan", " 10", "--10", "10 "] {
            #expect(optionsMessage(["--height", value]) == form + ", got '\(value)'", "\(value)")
        }
        #expect(optionsMessage(["--height"]) == "--height needs a value (see --help)")
    }

    @Test func minHeightTakesRowsOrRowsBesidesTheFixedLines() throws {
        #expect(try Options.parse([]).minHeight == MinimumHeight(rows: 10, addsFixedLines: true))
        #expect(try Options.parse(["--min-height", "5"]).minHeight == MinimumHeight(rows: 5, addsFixedLines: false))
        #expect(try Options.parse(["--min-height=8+"]).minHeight == MinimumHeight(rows: 8, addsFixedLines: true))
        for value in ["-1", "x", "5%", "+", "1.5"] {
            #expect(optionsMessage(["--min-height", value]) == "--min-height expects HEIGHT[+] (a number of rows from 0), got '\(value)'", "\(value)")
        }
    }

    @Test func fortyPercentOfTwentyFourRowsTakesTenItemsAndTwoLinesAsFzfDoes() throws {
        let options = try Options.parse(["--height", "40%"])
        #expect(options.fixedLines == 2)
        #expect(options.inlineRows(terminalRows: 24, available: 24) == 12)
        #expect(options.inlineRows(terminalRows: 50, available: 50) == 20)
    }

    @Test func minimumCountsTheHeaderAndBorderLines() throws {
        let options = try Options.parse(["--height", "10%", "--header", "a\nb", "--header-lines", "1", "--border"])
        #expect(options.fixedLines == 2 + 2 + 1 + 2)
        #expect(options.inlineRows(terminalRows: 40, available: 40) == 17)
        #expect(try Options.parse(["--height", "10%", "--min-height", "3"]).inlineRows(terminalRows: 40, available: 40) == 4)
    }

    @Test func minimumAppliesToPercentagesOnlyAsInFzf() throws {
        #expect(try Options.parse(["--height", "5"]).inlineRows(terminalRows: 24, available: 24) == 5)
    }

    @Test func shortTerminalGetsWhatFits() throws {
        #expect(try Options.parse(["--height", "30"]).inlineRows(terminalRows: 8, available: 8) == 8)
        #expect(try Options.parse(["--height", "40%"]).inlineRows(terminalRows: 10, available: 9) == 9)
        #expect(try Options.parse(["--height", "-30"]).inlineRows(terminalRows: 24, available: 24) == 1)
    }

    @Test func inverseHeightLeavesThatManyRows() throws {
        #expect(try Options.parse(["--height", "-3"]).inlineRows(terminalRows: 24, available: 24) == 21)
        #expect(try Options.parse(["--height", "-25%", "--min-height", "0"]).inlineRows(terminalRows: 40, available: 40) == 30)
    }

    @Test func wholeScreenHeightsUseTheFullScreen() throws {
        #expect(try Options.parse(["--height", "100%"]).isInline == false)
        #expect(try Options.parse(["--height", "0"]).isInline == false)
        #expect(try Options.parse(["--height", "~100%"]).isInline == true)
        #expect(try Options.parse(["--height", "99%"]).isInline == true)
        #expect(try Options.parse(["--height", "100%"]).inlineRows(terminalRows: 24, available: 24) == nil)
    }

    @Test func adaptiveHeightFitsFewItemsUnderTheFixedLines() {
        #expect(InlineHeight.fitted(itemRows: 3, chrome: 2, limit: 10) == 5)
        #expect(InlineHeight.fitted(itemRows: 30, chrome: 2, limit: 10) == 10)
        #expect(InlineHeight.fitted(itemRows: 0, chrome: 2, limit: 10) == 3)
    }
}
