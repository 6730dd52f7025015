import Testing
@testable import CardListCore
@testable import CardListOptions

@Suite struct HelpTextTests {
    @Test func showsTheWholeUsageAndTheInputOptionsAsWritten() {
        let help = Options.helpText
        let top = help.components(separatedBy: "\nDisplay:\n").first
        #expect(top == """
            Usage: cardlist [OPTIONS] [FILE...]

            Browse items as cards, choose one and print it. FILE is a JSON array, JSON
            Lines, TSV or plain text (one name per line); '-' or no FILE reads stdin, and
            with no FILE and stdin a terminal the files under this directory are listed.

            """)
        #expect(help.contains("""

            Input:
              --input json|jsonl|tsv|lines
                                    force the input format (default: detected from the file
                                    extension and the first bytes)
              --read0               NUL-separated records: first line the name, the rest the
                                    summary; the choice is printed as the whole record, byte
                                    for byte
              --name-field PATH     take the name from a dotted path (user.login; default
                                    name); also --summary-field, --image-field,
                                    --detail-field, --label-field
              --summary-field PATH  summary from PATH (default: summary)
              --image-field PATH    image from PATH (default: image)
              --detail-field PATH   detail from PATH (default: detail)
              --label-field PATH    label from PATH (default: label)
              --skip-invalid        skip records without a name or with a bad amount instead
                                    of stopping; the count is shown in the status line
                                    (40/40 (2 skipped)) and said on stderr at the end, with
                                    the first one's input, line and column
              --items-path PATH     read the items from the array at a dotted path inside a
                                    JSON object (3166-1, items for GitHub's search API), not
                                    from the input itself
              --walker OPTS         with no FILE and stdin a terminal, the files under the
                                    current directory are the items, listed as they are
                                    found: OPTS is file, dir, follow, hidden and details,
                                    comma-separated (default file,follow,hidden); paths are
                                    relative to where it started; a name with a line break
                                    is passed over. With details each item is JSON with the
                                    path as its name and the file's size and modification
                                    time as its detail (4.2 KB  2026-11-02 10:00, shown at
                                    the row's right; size and modified in the detail view),
                                    and a name that is not UTF-8 is passed over too
              --walker-root DIR     where the walker starts (default .); give it again for
                                    more directories
              --walker-skip NAMES   directory names the walker never enters, comma-separated
                                    (default .git,node_modules)

            Output:
              --output name|line|json|index
                                    print the name (the default), the input record
                                    unchanged, the JSON object on one line (keys, order and
                                    numbers as written, like jq -c; a TSV row gives every
                                    column under its header's name), or the index: the
                                    item's 0-based place among the items read (see Input
                                    formats)
              --print0              end each printed item with NUL instead of a newline

            """))
    }

    @Test func everyOptionHasOneEntryStartingWithItsUsageAndHoldingItsWholeSummary() {
        let lines = Options.helpText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for spec in Options.allOptions {
            let usage = "  " + Options.usage(of: spec)
            let starts = lines.indices.filter { lines[$0] == usage || lines[$0].hasPrefix(usage + " ") }
            #expect(starts.count == 1, "\(spec.name)")
            guard let start = starts.first else { continue }
            // The entry runs on over the lines indented to the summary column.
            var end = start + 1
            while end < lines.count, lines[end].hasPrefix(String(repeating: " ", count: 24)) { end += 1 }
            let words = lines[start..<end].joined(separator: " ").dropFirst(usage.count).split(separator: " ")
            #expect(words.joined(separator: " ") == spec.summary.split(separator: " ").joined(separator: " "), "\(spec.name)")
        }
    }

    @Test func coversTheWholeOptionSet() {
        let names = Set(Options.allOptions.map(\.name))
        #expect(names == [
            "--bash", "--zsh", "--fish", "--completion",
            "--print", "--width", "--style", "--ascii", "--color", "--no-mouse", "--no-images", "--image-dir", "--image-symbols", "--select", "--anchor",
            "--jump-timeout", "--typing", "--multi", "--input", "--read0", "--name-field", "--summary-field", "--image-field",
            "--detail-field", "--label-field", "--skip-invalid", "--items-path", "--output", "--print0", "--filter", "--query",
            "--select-1", "--exit-0", "--header", "--prompt", "--help", "--version", "--exact", "--no-sort",
            "--search", "--print-query", "--header-lines", "--ansi", "--tabstop", "--border", "--margin", "--padding",
            "--layout", "--reverse", "--info", "--header-first", "--pointer", "--marker", "--no-multi", "--cycle",
            "--track", "--expect", "--bind", "--preview", "--preview-window", "--ignore-case", "--no-ignore-case", "--smart-case", "--no-hscroll", "--keep-right",
            "--history", "--history-size", "--no-history",
            "--delimiter", "--nth", "--with-nth", "--accept-nth", "--walker", "--walker-root", "--walker-skip",
            "--tac", "--tiebreak", "--scheme", "--literal", "--height", "--min-height", "--no-height", "--tmux", "--no-tmux",
        ])
    }

    @Test func listsTheExitCodes() {
        let help = Options.helpText
        let exitCodes = help.components(separatedBy: "Exit codes:\n").last ?? ""
        #expect(exitCodes == """
              0    an item was chosen
              1    no match (Enter on an empty list, --exit-0, --filter)
              2    error (bad option, unreadable or malformed input)
              130  left without choosing (Esc, Ctrl-G, Ctrl-Q) or interrupted (Ctrl-C)
              129, 131, 143  ended by SIGHUP, SIGQUIT or SIGTERM

            """)
    }

    @Test func startsWithUsageAndFitsEightyColumns() {
        #expect(Options.helpText.hasPrefix("Usage: cardlist [OPTIONS] [FILE...]\n"))
        let widest = Options.helpText.components(separatedBy: "\n").map(\.count).max() ?? 0
        #expect(widest <= 80)
    }
}
