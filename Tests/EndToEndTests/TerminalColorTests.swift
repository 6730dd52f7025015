import Foundation
import Testing

/// Colours reach the terminal as the canvas asked, mapped to what it has, or not at all.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalColorTests {
    private func demoScreen(environment: String) throws -> String {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 40, height: 8, script: "\(environment) '\(TerminalDemoExecutable.path)'")
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
        // Orange (palette 208) becomes bright yellow, the nearest of the sixteen, and yellow
        // without its brightness on eight colours.
        #expect(screen.contains("\u{1B}[33mnone"), "yellow")
    }

    @Test func noColorShowsAttributesWithoutColors() throws {
        let screen = try demoScreen(environment: "NO_COLOR=1")
        #expect(!screen.contains("[36m") && !screen.contains("38;5;"), "no colour")
        #expect(screen.contains("\u{1B}[1mcardlist terminal demo"), "bold title")
    }
}
