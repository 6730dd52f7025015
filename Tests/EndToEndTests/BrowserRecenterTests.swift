import Foundation
import Testing

/// Ctrl-L moves the current card to the centre, then the top, then the bottom.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserRecenterTests {
    @Test func controlLCyclesCentreTopBottom() throws {
        let coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
        let pane = try TmuxPane.browsing("--select mocha coffee.json", files: coffee)
        try pane.waitFor("Mocha at the top") { Screen.row(of: "▶Mocha", in: $0) == 1 }
        // Mocha's card is 8 lines with its shadow, in a 23-line list area.
        try pane.sendKeys("C-l")
        try pane.waitFor("Mocha in the middle") { Screen.row(of: "▶Mocha", in: $0) == 8 }
        try pane.sendKeys("C-l")
        try pane.waitFor("Mocha at the top") { Screen.row(of: "▶Mocha", in: $0) == 1 }
        try pane.sendKeys("C-l")
        let bottom = try pane.waitFor("Mocha at the bottom") { Screen.row(of: "▶Mocha", in: $0) == 16 }
        #expect(bottom[21].hasPrefix("┗") && bottom[22].hasPrefix(" ░"), "\(Screen.fenced(bottom))")
        #expect(Screen.status(of: bottom).hasPrefix("16/16"))
    }
}
