import Testing
@testable import CardListCore

@Suite struct HelpTextTests {
    @Test func everyOptionHasOneLineStartingWithItsName() {
        let lines = Options.helpText.split(separator: "\n").map(String.init)
        for spec in Options.allOptions {
            let matching = lines.filter { $0.hasPrefix("  \(spec.name) ") }
            #expect(matching.count == 1, "\(spec.name)")
            #expect(matching.first?.hasSuffix(spec.summary) == true, "\(spec.name)")
        }
    }

    @Test func coversTheWholeOptionSet() {
        let names = Set(Options.allOptions.map(\.name))
        #expect(names == [
            "--print", "--width", "--style", "--ascii", "--color", "--no-mouse", "--select", "--anchor",
            "--jump-timeout", "--multi", "--input", "--read0", "--name-field", "--summary-field",
            "--image-field", "--detail-field", "--label-field", "--skip-invalid", "--output", "--print0",
            "--filter", "--query", "--select-1", "--exit-0", "--header", "--prompt", "--help", "--version",
        ])
    }

    @Test func listsTheExitCodes() {
        let help = Options.helpText
        let exitCodes = help.components(separatedBy: "Exit codes:\n").last ?? ""
        #expect(exitCodes == """
              0    an item was chosen
              1    nothing was chosen, or no match
              2    error (bad option, unreadable or malformed input)
              130  interrupted (Ctrl-C)
              129, 131, 143  ended by SIGHUP, SIGQUIT or SIGTERM

            """)
    }

    @Test func startsWithUsageAndFitsEightyColumns() {
        #expect(Options.helpText.hasPrefix("Usage: cardlist [OPTIONS] [FILE...]\n"))
        let widest = Options.helpText.split(separator: "\n").map { $0.count }.max() ?? 0
        #expect(widest <= 100)
    }
}
