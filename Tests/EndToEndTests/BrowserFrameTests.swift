import Foundation
import Testing

/// `--border`, `--margin` and `--padding` as a person sees them: the list inside the frame,
/// and a click on the row it shows.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserFrameTests {
    private let fruit = ["fruit.txt": Array("apple\nbanana\ncherry\n".utf8)]

    /// A press of the left button and a release at 0-based `x`, `y`.
    private func click(x: Int, y: Int) -> String {
        func report(_ button: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
        }
        return report(0) + report(3)
    }

    @Test func roundedBorderInsideTheMarginHoldsTheList() throws {
        let pane = try TmuxPane.browsing("--border --margin 1,2 fruit.txt", width: 24, height: 8, files: fruit, waitsForStatusLine: false)
        defer { pane.close() }
        let screen = try pane.waitFor("the framed list") { $0.count > 5 && $0[5].contains("3/3") }
        expectScreen(screen, [
            "",
            "  ╭──────────────────╮",
            "  │ ▶ apple          │",
            "  │   banana         │",
            "  │   cherry         │",
            "  │  3/3    F1 help  │",
            "  ╰──────────────────╯",
            "",
        ])
    }

    @Test func horizontalBorderWithPaddingLeavesBlankRowsInsideTheLines() throws {
        let pane = try TmuxPane.browsing("--border=horizontal --padding 1,3 fruit.txt", width: 20, height: 8, files: fruit, waitsForStatusLine: false)
        defer { pane.close() }
        let screen = try pane.waitFor("the framed list") { $0.count > 5 && $0[5].contains("3/3") }
        expectScreen(screen, [
            "────────────────────",
            "",
            "   ▶ apple",
            "     banana",
            "     cherry",
            "    3/3  F1 help",
            "",
            "────────────────────",
        ])
    }

    @Test func clickInsideTheBorderSelectsTheRowUnderThePointer() throws {
        let pane = try TmuxPane.browsing("--border sharp fruit.txt", width: 24, height: 8, files: fruit, waitsForStatusLine: false)
        defer { pane.close() }
        _ = try pane.waitFor("the framed list") { $0.count > 6 && $0[6].contains("3/3") }
        try pane.type(click(x: 6, y: 3))  // cherry: screen row 3 is the list's third row
        let screen = try pane.waitFor("cherry selected") { $0.count > 3 && $0[3] == "│ ▶ cherry             │" }
        #expect(Array(screen[1...3]) == ["│   apple              │", "│   banana             │", "│ ▶ cherry             │"], "\(Screen.fenced(screen))")
    }
}
