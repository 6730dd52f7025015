import Foundation
import Testing

/// The terminal layer end to end: the real binary's `--terminal-demo` in a real terminal (tmux).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalRestoreTests {
    private var cardlist: String { "'\(CardlistExecutable.path)'" }

    private func startDemo(_ arguments: String = "", width: Int = 40, height: Int = 8) throws -> TmuxPane {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: width, height: height, script: ShellRun.script("\(cardlist) --terminal-demo \(arguments)"))
        try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") || $0.contains("any key crashes") } }
        return pane
    }

    private func expectRestored(_ result: ShellRun.Result, in pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!result.settingsBefore.isEmpty, sourceLocation: sourceLocation)
        #expect(result.settingsAfter == result.settingsBefore, "stty -g differs after the run", sourceLocation: sourceLocation)
        #expect(try pane.alternateScreenOn == false, "still on the alternate screen", sourceLocation: sourceLocation)
    }

    @Test func firstFrameShowsFramedTextWithWideCharacterAndEmoji() throws {
        let pane = try startDemo()
        let screen = try pane.waitFor("the whole first frame") { $0.last?.hasPrefix("╰") == true }
        #expect(screen == [
            "╭──────────────────────────────────────╮",
            "│ cardlist terminal demo               │",
            "│ wide 日本 emoji ❤️  👍 end            │",
            "│ size 40x8                            │",
            "│ last none                            │",
            "│ q quits                              │",
            "│                                      │",
            "╰──────────────────────────────────────╯",
        ])
        #expect(try pane.alternateScreenOn)
    }

    @Test(arguments: [
        (["Up"], "key up"),
        (["NPage"], "key pageDown"),
        (["End"], "key end"),
        (["C-u"], "key control(\"u\")"),
        (["F5"], "key function(5)"),
        (["BTab"], "key backTab"),
        (["Tab"], "key tab"),
        (["Enter"], "key enter"),
        (["BSpace"], "key backspace"),
        (["DC"], "key delete"),
        (["Escape"], "key escape"),
        (["é"], "key character(\"é\")"),
        (["日"], "key character(\"日\")"),
    ])
    func decodedKeyIsShown(keys: [String], shown: String) throws {
        let pane = try startDemo()
        for key in keys { try pane.sendKeys(key) }
        let screen = try pane.waitFor("'\(shown)'") { $0.count > 4 && $0[4].contains("last \(shown)") }
        // Columns of `shown`: the CJK ideograph in these cases takes two.
        let columns = shown.count + shown.unicodeScalars.filter { $0.value >= 0x2E80 }.count
        #expect(screen[4] == "│ last \(shown)" + String(repeating: " ", count: 32 - columns) + "│")
    }

    @Test func resizeRedrawsTheWholeFrameAtTheNewSize() throws {
        let pane = try startDemo()
        try pane.resize(width: 30, height: 6)
        let screen = try pane.waitFor("the frame at 30x6") { $0.count == 6 && $0.last?.hasPrefix("╰") == true && $0[4].contains("resize") }
        #expect(screen == [
            "╭────────────────────────────╮",
            "│ cardlist terminal demo     │",
            "│ wide 日本 emoji ❤️  👍 end  │",
            "│ size 30x6                  │",
            "│ last resize 30x6           │",
            "╰────────────────────────────╯",
        ])
    }

    @Test func quittingRestoresTheTerminalAndPrintsOnlyTheResult() throws {
        let pane = try startDemo()
        try pane.sendKeys("q")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "quit\n")
        #expect(result.stderr == "")
        try expectRestored(result, in: pane)
    }

    @Test func controlCExitsWith130AndRestores() throws {
        let pane = try startDemo()
        try pane.sendKeys("C-c")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 130)
        try expectRestored(result, in: pane)
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130), (SIGQUIT, 131)] as [(Int32, Int32)])
    func signalRestoresTheTerminalAndEndsTheProcessByThatSignal(signal: Int32, status: Int32) throws {
        let pane = try startDemo()
        let pid = try ShellRun.processID(in: pane)
        try #require(pid > 0)
        #expect(kill(pid, signal) == 0)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == status)
        try expectRestored(result, in: pane)
    }

    @Test func crashRestoresTheTerminalAndEndsByTheTrapSignal() throws {
        let pane = try startDemo("crash")
        try pane.sendKeys("x")
        let result = try ShellRun.result(in: pane, timeout: .seconds(30))
        // A Swift runtime trap is SIGILL on x86-64 (132) and SIGTRAP on arm64 (133).
        #expect([132, 133].contains(result.status))
        #expect(result.stdout == "")
        try expectRestored(result, in: pane)
    }

    @Test(arguments: [
        ("no terminal", "setsid -w"),
        ("TERM unset", "env -u TERM"),
        ("dumb terminal", "env TERM=dumb"),
        ("unknown terminal", "env TERM=unknown-xyz"),
    ])
    func unusableTerminalExitsWith2AndOneLineWithoutEscapes(situation: String, prefix: String) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let input = prefix.hasPrefix("setsid") ? " < /dev/null" : ""
        let pane = try TmuxPane(width: 40, height: 8, script: "read go; " + ShellRun.script("\(prefix) \(cardlist) --terminal-demo\(input)"))
        try pane.recordOutput(to: "tty")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 2, "\(situation)")
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[0].hasPrefix("cardlist: ") && lines[1].isEmpty, "stderr: \(result.stderr)")
        for file in ["out", "err", "tty"] {
            #expect(!pane.bytes(ofFile: file).contains(0x1B), "escape byte in \(file) for \(situation)")
        }
        try expectRestored(result, in: pane)
    }
}

/// Colours reach the terminal as the canvas asked, mapped to what it has, or not at all.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalColorTests {
    private func demoScreen(environment: String) throws -> String {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 40, height: 8, script: "\(environment) '\(CardlistExecutable.path)' --terminal-demo")
        try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") } }
        return try pane.captureWithEscapes()
    }

    @Test func colorsUseThe256PaletteOnA256ColorTerminal() throws {
        let screen = try demoScreen(environment: "")
        #expect(screen.contains("\u{1B}[36m╭"), "cyan frame")
        // The RGB orange (255, 135, 0) of the last event is palette entry 208.
        #expect(screen.contains("38;5;208m"), "orange from RGB")
        #expect(screen.contains("\u{1B}[1mcardlist terminal demo"), "bold title")
    }

    @Test func colorsMapDownToEightOnAnEightColorTerminal() throws {
        let screen = try demoScreen(environment: "TERM=screen")
        #expect(screen.contains("\u{1B}[36m╭"), "cyan frame")
        #expect(!screen.contains("38;5;"), "no 256-palette colour")
        // Orange becomes red or yellow, the nearest of the eight.
        #expect(screen.contains("\u{1B}[31mnone") || screen.contains("\u{1B}[33mnone"))
    }

    @Test func noColorShowsAttributesWithoutColors() throws {
        let screen = try demoScreen(environment: "NO_COLOR=1")
        #expect(!screen.contains("[36m") && !screen.contains("38;5;"), "no colour")
        #expect(screen.contains("\u{1B}[1mcardlist terminal demo"), "bold title")
    }
}
