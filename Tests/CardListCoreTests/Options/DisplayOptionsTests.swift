import Testing
@testable import CardListCore

/// `--tabstop`, `--ansi`, `--header-lines`, the opening style and what `--print` refuses.
@Suite struct DisplayOptionsTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func displayOptionsAreParsed() throws {
        let options = try Options.parse(["--tabstop", "4", "--ansi", "--header-lines=2"])
        #expect(options.tabStop == 4)
        #expect(options.ansi)
        #expect(options.headerLines == 2)
        #expect(try Options.parse([]).tabStop == 8)
    }

    @Test func badNumbersAreRefused() {
        #expect(message(["--tabstop", "0"]) == "cardlist: --tabstop expects a number from 1 to 100, got '0'")
        #expect(message(["--header-lines", "-1"]) == "cardlist: --header-lines expects a number from 0 to 1000, got '-1'")
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
        #expect(message(["--print", "--filter", "x"]) == "cardlist: --filter cannot be used with --print: use --query to print only the matching items")
        #expect(message(["--print", "--select", "x"])?.hasPrefix("cardlist: --select cannot be used with --print") == true)
        #expect(message(["--print", "--select-1"])?.hasPrefix("cardlist: --select-1 cannot be used with --print") == true)
        #expect(message(["--print", "--query", "x", "--header", "h", "--header-lines", "1"]) == nil)
    }
}
