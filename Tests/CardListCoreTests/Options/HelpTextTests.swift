import Testing
@testable import CardListCore

@Suite struct HelpTextTests {
    @Test func showsTheWholeUsageAndTheInputOptionsAsWritten() {
        let help = Options.helpText
        let top = help.components(separatedBy: "\nDisplay:\n").first
        #expect(top == """
            Usage: cardlist [OPTIONS] [FILE...]

            Browse items as cards, choose one and print it. FILE is a JSON array, JSON
            Lines, TSV or plain text (one name per line); '-' or no FILE reads stdin.

            """)
        #expect(help.contains("""

            Input:
              --input FORMAT        json, jsonl, tsv or lines (default: detected)
              --read0               NUL-separated records: name line, then summary
              --name-field PATH     Name from PATH, e.g. user.login (default: name)
              --summary-field PATH  Summary from PATH (default: summary)
              --image-field PATH    Image from PATH (default: image)
              --detail-field PATH   Detail from PATH (default: detail)
              --label-field PATH    Label from PATH (default: label)
              --skip-invalid        Skip records without a name instead of failing

            Output:
              --output FORMAT       name, line, json or index (default: name)
              --print0              End each printed item with NUL, not newline

            """))
    }

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
            "--print", "--width", "--style", "--ascii", "--color", "--no-mouse", "--no-images", "--image-dir", "--image-symbols", "--select", "--anchor",
            "--jump-timeout", "--multi", "--input", "--read0", "--name-field", "--summary-field",
            "--image-field", "--detail-field", "--label-field", "--skip-invalid", "--output", "--print0",
            "--filter", "--query", "--select-1", "--exit-0", "--header", "--prompt", "--help", "--version",
            "--exact", "--no-sort", "--search", "--print-query",
            "--header-lines", "--ansi", "--tabstop",
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
        let widest = Options.helpText.components(separatedBy: "\n").map(\.count).max() ?? 0
        #expect(widest <= 80)
    }
}
