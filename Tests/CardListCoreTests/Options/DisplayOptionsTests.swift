import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--tabstop`, `--ansi`, `--header-lines`, the opening style and what `--print` refuses.
@Suite struct DisplayOptionsTests {
    @Test func displayOptionsAreParsed() throws {
        let options = try Options.parse(["--tabstop", "4", "--ansi", "--header-lines=2"])
        #expect(options.tabStop == 4)
        #expect(options.ansi)
        #expect(options.headerLines == 2)
        #expect(try Options.parse([]).tabStop == 8)
    }

    @Test func badNumbersAreRefused() {
        #expect(optionsMessage(["--tabstop", "0"]) == "--tabstop expects a number from 1 to 100, got '0'")
        #expect(optionsMessage(["--header-lines", "-1"]) == "--header-lines expects a number from 0 to 1000, got '-1'")
    }

    @Test func plainLinesOpenInTheLineStyleUnlessAStyleIsGiven() throws {
        let defaults = try Options.parse([])
        #expect(defaults.style(forPlainLines: true) == .line)
        #expect(defaults.style(forPlainLines: false) == .card)
        let card = try Options.parse(["--style", "card"])
        #expect(card.style(forPlainLines: true) == .card)
        let item = try Options.parse(["--style=item"])
        #expect(item.style(forPlainLines: false) == .item)
    }

    @Test func printRefusesWhatChoosesAnItem() {
        #expect(optionsMessage(["--print", "--filter", "x"]) == "--filter cannot be used with --print: use --query to print only the matching items")
        #expect(optionsMessage(["--print", "--select", "x"])?.hasPrefix("--select cannot be used with --print") == true)
        #expect(optionsMessage(["--print", "--select-1"])?.hasPrefix("--select-1 cannot be used with --print") == true)
        #expect(optionsMessage(["--print", "--query", "x", "--header", "h", "--header-lines", "1"]) == nil)
    }
}
