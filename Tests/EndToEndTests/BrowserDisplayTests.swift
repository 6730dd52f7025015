import Foundation
import Testing

/// What the list shows: input colours (`--ansi`), tabs, header lines, the opening style,
/// and a stable view across resizes.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserDisplayTests {
    /// The escape sequences right before `name` on the line holding it in a `capture-pane -e` dump.
    private static func sequences(before name: String, in dump: String) -> String? {
        for line in dump.split(separator: "\n") {
            guard let range = line.range(of: name) else { continue }
            var start = range.lowerBound
            var prefix = line[..<start]
            // Walk back over whole `ESC [ … m` sequences.
            while let escape = prefix.range(of: "\u{1B}[", options: .backwards), prefix[escape.lowerBound...].hasSuffix("m"),
                  !prefix[escape.upperBound...].dropLast().contains("\u{1B}") {
                start = escape.lowerBound
                prefix = line[..<start]
            }
            return String(line[start..<range.lowerBound])
        }
        return nil
    }

    @Test func lsColoursLookAsLsDrawsThem() throws {
        let setup = "mkdir -p d/bin && touch d/a.txt d/notes.txt d/run.sh && chmod +x d/run.sh && unset LS_COLORS"
        let reference = try TmuxPane(width: 60, height: 8, script: "\(setup) && ls -1 --color=always d && sleep 60")
        defer { reference.close() }
        _ = try reference.waitFor("ls output") { $0.contains("run.sh") }
        let expected = try reference.captureWithEscapes()

        let pane = try TmuxPane.browsing("--ansi --style line", width: 60, height: 8, input: "\(setup) && ls --color=always d")
        defer { pane.close() }
        let screen = try pane.waitForStatus("4/4")
        #expect(Array(screen.prefix(4)).map { $0.trimmingCharacters(in: .whitespaces) } == ["▶ a.txt", "bin", "notes.txt", "run.sh"])
        let drawn = try pane.captureWithEscapes()
        for name in ["bin", "run.sh"] {
            let want = try #require(Self.sequences(before: name, in: expected))
            #expect(!want.isEmpty, "ls colours \(name)")
            #expect(Self.sequences(before: name, in: drawn) == want, "\(name): \(drawn.debugDescription)")
        }
        // A plain file is drawn plain, not bold as names are without --ansi.
        #expect(Self.sequences(before: "notes.txt", in: drawn)?.contains("[1m") == false)
    }

    /// A card taller than the screen, then two short ones; the tall card's summary wraps to
    /// a different number of lines at 70 and 71 columns for some of the seeds (cards are no
    /// wider than ``ItemRows/maximumWidth``, so the screen stays narrower than that).
    private static func tallCatalog(seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let words = (0..<170).map { _ in random.word() }.joined(separator: " ")
        return Array(#"[{"name": "Tall", "summary": "\#(words)"}, {"name": "Beta", "summary": "short"}, {"name": "Gamma"}]"#.utf8)
    }

    @Test(arguments: ["--ascii", ""], [1, 2, 3, 4] as [UInt64])
    func resizingOneColumnWiderAndBackLeavesTheViewAsItWas(flag: String, seed: UInt64) throws {
        // Beta selected below the tall card, which is cut at the top (Down would scroll
        // inside the tall card first).
        let pane = try TmuxPane.browsing("\(flag) --select Beta cards.json", width: 70, files: ["cards.json": Self.tallCatalog(seed: seed)])
        defer { pane.close() }
        let before = try pane.waitForStatus("3/3")
        try pane.resize(width: 71, height: 24)
        _ = try pane.waitFor("the list at 71 columns") { $0.contains { $0.count == 71 } }
        try pane.resize(width: 70, height: 24)
        // Polls until the redrawn screen is the one before the resize (the error shows it if not).
        let after = try pane.waitFor("the list back at 70 columns as it was") { $0 == before }
        #expect(after == before)
    }

    @Test func tabsLineUpAtStopsOfEightInTheLineStyle() throws {
        let pane = try TmuxPane.browsing("--style line", width: 40, height: 6, input: "printf 'a\\tb\\nabcdefghi\\tc\\n'")
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        #expect(screen[0].hasPrefix("▶ a       b"))
        #expect(screen[1].hasPrefix("  abcdefghi       c"))
    }

    @Test func headerLinesStayOnTopAndAreNotItems() throws {
        let pane = try TmuxPane.browsing("--header-lines 1", width: 40, height: 8,
                                         input: "printf 'USER PID\\nroot 1\\nme 2\\n'")
        defer { pane.close() }
        let screen = try pane.waitForStatus("2/2")
        #expect(screen[0].hasPrefix("  USER PID"), "in the column where names start")
        #expect(screen[1].hasPrefix("▶ root 1"), "plain lines open in the line style")
        try pane.type("/me")
        let filtered = try pane.waitFor("the filter") { $0.contains { $0.hasPrefix("▶ me 2") } }
        #expect(filtered[0].hasPrefix("  USER PID"))
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.stdout == "me 2\n")
    }

    @Test func structuredInputStillOpensInTheCardStyle() throws {
        let pane = try TmuxPane.browsing("coffee.json", width: 60, height: 12,
                                         files: ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")])
        defer { pane.close() }
        let screen = try pane.waitForSelection("Espresso")
        #expect(screen[0].hasPrefix("┏━"))
    }
}
