import Foundation
import Testing

/// The mouse in the real list: tmux-256color's terminfo declares X10 reports (`ESC [ M`, then
/// button, column and row, each plus 32, 1-based; button 3 is a release, 64/65 the wheel).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserMouseTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    /// A press of `button` and a release at 0-based `x`, `y`.
    private func click(x: Int, y: Int) -> String {
        report(button: 0, x: x, y: y) + report(button: 3, x: x, y: y)
    }

    private func report(button: Int, x: Int, y: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
    }

    @Test func clickSelectsTheCardUnderThePointer() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type(click(x: 10, y: 19))  // inside the third card, Americano
        let screen = try pane.waitForSelection("Americano")
        #expect(Screen.selectedName(in: screen) == "Americano")
        #expect(try pane.alternateScreenOn)
    }

    @Test func doubleClickChoosesTheCardAndPrintsIt() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type(click(x: 10, y: 11) + click(x: 10, y: 11))  // the second card, Ristretto
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "Ristretto\n")
        #expect(result.settingsAfter == result.settingsBefore)
    }

    @Test func wheelScrollsThreeLinesWithoutMovingTheSelection() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type(report(button: 65, x: 5, y: 5))
        let down = try pane.waitFor("three lines scrolled") { $0.first?.contains("│ espresso │") == true }
        #expect(down[3] == "┗" + String(repeating: "━", count: 77) + "┛░", "\(Screen.fenced(down))")
        #expect(Screen.status(of: down).hasPrefix("16/16"))
        try pane.type(report(button: 64, x: 5, y: 5))
        // Wait for the whole frame: the first row can be drawn before the second.
        let up = try pane.waitFor("back at the top") { $0.first?.hasPrefix("┏") == true && $0.count > 1 && $0[1].hasPrefix("┃▶Espresso") }
        #expect(Screen.row(of: "▶Espresso", in: up) == 1)
    }

    @Test func clickAfterTheWheelSelectsWhatIsNowUnderThePointer() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type(report(button: 65, x: 5, y: 5))
        try pane.waitFor("three lines scrolled") { $0.first?.contains("│ espresso │") == true }
        // Row 18 is now line 21 of the list: inside Americano's card (lines 16…23).
        try pane.type(click(x: 10, y: 18))
        try pane.waitForSelection("Americano")
    }
}

/// The mouse modes the list asks for, and clicks reported in SGR form.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserMouseModeTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func asksForSGRButtonReportsAndNoMotion() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        let modes = try pane.format("sgr=#{mouse_sgr_flag} standard=#{mouse_standard_flag} button=#{mouse_button_flag} all=#{mouse_all_flag}")
        #expect(modes == "sgr=1 standard=1 button=0 all=0")
    }

    @Test func noMouseAsksForNoReports() throws {
        let pane = try TmuxPane.browsing("--no-mouse coffee.json", files: coffee)
        let modes = try pane.format("sgr=#{mouse_sgr_flag} any=#{mouse_any_flag}")
        #expect(modes == "sgr=0 any=0")
    }

    @Test func sgrClickPastColumn223SelectsTheRowUnderThePointer() throws {
        let pane = try TmuxPane.browsing("--style line coffee.json", width: 240, height: 12, files: coffee)
        // Press and release at column 230, row 4 (1-based): the fourth item.
        try pane.type("\u{1B}[<0;230;4M\u{1B}[<0;230;4m")
        let screen = try pane.waitForSelection("Flat white")
        #expect(Screen.selectedName(in: screen) == "Flat white")
    }

    @Test func modesAreSwitchedOffOnExit() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.recordOutput(to: "tty.out")
        try pane.sendKeys("Escape")
        _ = try ShellRun.result(in: pane)
        let modes = try pane.format("any=#{mouse_any_flag} sgr=#{mouse_sgr_flag}")
        #expect(modes == "any=0 sgr=0")
        // Bracketed paste off too (tmux has no format for it): the bytes were sent.
        try pane.waitUntil("the paste mode reset") { pane.file("tty.out")?.contains("\u{1B}[?2004l") == true }
    }
}
