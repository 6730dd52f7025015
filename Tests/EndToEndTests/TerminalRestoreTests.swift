import Foundation
import Testing

/// The terminal layer end to end: the test-only `terminal-demo` binary in a real terminal (tmux).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalRestoreTests {
    private var terminalDemo: String { "'\(TerminalDemoExecutable.path)'" }

    private func startDemo(_ arguments: String = "", width: Int = 40, height: Int = 8) throws -> TmuxPane {
        try #require(FileManager.default.isExecutableFile(atPath: TerminalDemoExecutable.path), "build it first: swift build --product terminal-demo")
        let pane = try TmuxPane(width: width, height: height, script: ShellRun.script("\(terminalDemo) \(arguments)"))
        try pane.waitFor("the first frame") { $0.contains { $0.contains("q quits") || $0.contains("any key crashes") } }
        return pane
    }

    @Test func firstFrameShowsFramedTextWithWideCharacterAndEmoji() throws {
        let pane = try startDemo()
        let screen = try pane.waitFor("the whole first frame") { $0.last?.hasPrefix("╰") == true }
        #expect(screen == [
            "╭──────────────────────────────────────╮",
            "│ cardlist terminal demo               │",
            "│ wide 日本 emoji ❤️ 👍 end             │",
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

    /// Mouse reports as tmux-256color's terminfo declares them (X10: `ESC [ M`, then button,
    /// column and row, each plus 32; 3 is a release, 64/65 the wheel), typed into the pane.
    @Test(arguments: [
        ("\u{1B}[M !#\u{1B}[M#!#", "mouse click 0,2"),
        ("\u{1B}[M !#\u{1B}[M#!#\u{1B}[M !#\u{1B}[M#!#", "mouse doubleClick 0,2"),
        ("\u{1B}[M`%$", "mouse wheelUp 4,3"),
        ("\u{1B}[Ma%$", "mouse wheelDown 4,3"),
    ])
    func decodedMouseActionIsShown(report: String, shown: String) throws {
        let pane = try startDemo()
        try pane.type(report)
        let screen = try pane.waitFor("'\(shown)'") { $0.count > 4 && $0[4].contains("last \(shown)") }
        #expect(screen[4] == "│ last \(shown)" + String(repeating: " ", count: 32 - shown.count) + "│")
    }

    @Test func resizeRedrawsTheWholeFrameAtTheNewSize() throws {
        let pane = try startDemo()
        try pane.resize(width: 30, height: 6)
        let screen = try pane.waitFor("the frame at 30x6") { $0.count == 6 && $0.last?.hasPrefix("╰") == true && $0[4].contains("resize") }
        #expect(screen == [
            "╭────────────────────────────╮",
            "│ cardlist terminal demo     │",
            "│ wide 日本 emoji ❤️ 👍 end   │",
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
        ("setsid -w", "terminal-demo: no terminal: cannot open /dev/tty"),
        ("env -u TERM", "terminal-demo: TERM is not set"),
        ("env TERM=dumb", "terminal-demo: terminal 'dumb' cannot move the cursor"),
        ("env TERM=unknown-xyz", "terminal-demo: unknown terminal type 'unknown-xyz'"),
    ])
    func unusableTerminalExitsWith2AndOneLineWithoutEscapes(prefix: String, message: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: TerminalDemoExecutable.path), "build it first: swift build --product terminal-demo")
        let input = prefix.hasPrefix("setsid") ? " < /dev/null" : ""
        let pane = try TmuxPane(width: 40, height: 8,
                                script: "read go; " + ShellRun.script("\(prefix) \(terminalDemo)\(input)") + "; echo end-of-run")
        try pane.recordOutput(to: "tty")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        // The marker comes after everything the program wrote to the terminal.
        try pane.waitUntil("the terminal output is recorded") {
            String(decoding: pane.bytes(ofFile: "tty"), as: UTF8.self).contains("end-of-run")
        }
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "\n")
        for file in ["out", "err", "tty"] {
            #expect(!pane.bytes(ofFile: file).contains(0x1B), "escape byte in \(file)")
        }
        try expectRestored(result, in: pane)
    }
}

