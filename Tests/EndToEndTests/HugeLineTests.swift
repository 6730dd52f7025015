import Foundation
import Testing

/// A single line of 100 MB: shown cut to the screen, chosen whole.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct HugeLineTests {
    @Test func aHundredMegabyteLineIsShownTruncatedAndPrintedWhole() throws {
        let input = "{ echo first; head -c 100000000 /dev/zero | tr '\\000' x; echo; echo last; }"
        let pane = try TmuxPane.browsing("--style line", width: 40, height: 6, input: input)
        let screen = try pane.waitForStatus("3/3")
        #expect(screen[1] == "  " + String(repeating: "x", count: 37) + "…", "\(Screen.fenced(screen))")
        try pane.sendKeys("Down", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        let out = pane.directory.appendingPathComponent("out")
        let size = try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int
        #expect(size == 100_000_001)
    }
}
