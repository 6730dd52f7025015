import Foundation
import Testing

/// A single line of 100 MB: the items before it show at once, and it is shown cut to the
/// screen and chosen whole.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct HugeLineTests {
    @Test func aHundredMegabyteLineIsShownTruncatedAndPrintedWhole() throws {
        // The line comes in two halves, the second only once the test writes `go`, so the
        // first frame is seen while the line is unfinished.
        let half = "head -c 50000000 /dev/zero | tr '\\000' x"
        let input = "{ echo first; \(half); while [ ! -e go ]; do sleep 0.05; done; \(half); echo; echo last; }"
        let pane = try TmuxPane.browsing("--style line", width: 40, height: 6, input: input, waitsForStatusLine: false)
        let early = try pane.waitFor("the first item while the huge line is read") { screen in
            screen.last?.hasPrefix(" 1/1 ") == true && screen.first?.hasSuffix(" first") == true
        }
        #expect(early.last?.contains("loading") == true, "\(Screen.fenced(early))")
        try Data().write(to: pane.directory.appendingPathComponent("go"))
        // Reading the line takes about 1 s in a debug build on 2 busy cores (7 s while the
        // decoder searched the unfinished line again on every read); room for a busier one.
        let screen = try pane.waitFor("the three items, read to the end", timeout: .seconds(90)) { screen in
            screen.last?.hasPrefix(" 3/3 ") == true && screen.last?.contains("loading") == false
        }
        #expect(screen[1] == "  " + String(repeating: "x", count: 37) + "…", "\(Screen.fenced(screen))")
        try pane.sendKeys("Down", "Enter")
        let result = try ShellRun.result(in: pane, timeout: .seconds(30))
        #expect(result.status == 0)
        let out = pane.directory.appendingPathComponent("out")
        let size = try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int
        #expect(size == 100_000_001)
    }
}
