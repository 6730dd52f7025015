import Foundation
import Testing

/// Moving the selection with the keyboard in the real list (coffee catalog, 80×24: three
/// cards of eight lines fit, the list area is 23 lines).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserNavigationTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    /// Each step: the keys sent, then the name selected after them.
    @Test(arguments: [
        [(["Down"], "Ristretto"), (["Down"], "Americano"), (["Up"], "Ristretto")],
        [(["C-n"], "Ristretto"), (["C-n"], "Americano"), (["C-p"], "Ristretto")],
        [(["End"], "Türkischer Mokka"), (["Home"], "Espresso")],
        [(["NPage"], "Americano"), (["NPage"], "Cappuccino"), (["PPage"], "Americano")],
        [(["C-d"], "Ristretto"), (["C-d"], "Americano"), (["C-u"], "Ristretto")],
        [(["Up"], "Espresso"), (["End"], "Türkischer Mokka"), (["Down"], "Türkischer Mokka")],
    ] as [[([String], String)]])
    func keysMoveTheSelectionAndTheStatusStillCountsEveryItem(steps: [([String], String)]) throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        for (keys, name) in steps {
            for key in keys { try pane.sendKeys(key) }
            let screen = try pane.waitForSelection(name)
            #expect(Screen.status(of: screen).hasPrefix("16/16"), "after \(keys):\n\(Screen.fenced(screen))")
        }
    }

    @Test func endShowsTheLastCardWholeAtTheBottom() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("End")
        let screen = try pane.waitForSelection("Türkischer Mokka")
        // The last card's frame and shadow end right above the status line.
        #expect(screen[21].hasPrefix("┗━━") && screen[21].hasSuffix("┛░"), "\(Screen.fenced(screen))")
        #expect(screen[22] == " " + String(repeating: "░", count: 79))
        #expect(screen[15] == "┏━ HOT " + String(repeating: "━", count: 71) + "┓")
        #expect(Screen.row(of: "▶Türkischer Mokka", in: screen) == 16)
    }
}
