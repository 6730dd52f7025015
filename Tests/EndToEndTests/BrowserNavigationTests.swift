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

    /// Each step: the keys sent, then the name selected and the status position after them.
    @Test(arguments: [
        [(["Down"], "Ristretto", "2/16"), (["Down"], "Americano", "3/16"), (["Up"], "Ristretto", "2/16")],
        [(["C-n"], "Ristretto", "2/16"), (["C-n"], "Americano", "3/16"), (["C-p"], "Ristretto", "2/16")],
        [(["End"], "Türkischer Mokka", "16/16"), (["Home"], "Espresso", "1/16")],
        [(["NPage"], "Americano", "3/16"), (["NPage"], "Cappuccino", "5/16"), (["PPage"], "Americano", "3/16")],
        [(["C-d"], "Ristretto", "2/16"), (["C-d"], "Americano", "3/16"), (["C-u"], "Ristretto", "2/16")],
        [(["Up"], "Espresso", "1/16"), (["End"], "Türkischer Mokka", "16/16"), (["Down"], "Türkischer Mokka", "16/16")],
    ] as [[([String], String, String)]])
    func keysMoveTheSelectionAndTheStatusFollows(steps: [([String], String, String)]) throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        for (keys, name, position) in steps {
            for key in keys { try pane.sendKeys(key) }
            let screen = try pane.waitForStatus(position)
            #expect(Screen.selectedName(in: screen) == name, "after \(keys):\n\(Screen.fenced(screen))")
        }
    }

    @Test func endShowsTheLastCardWholeAtTheBottom() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("End")
        let screen = try pane.waitForStatus("16/16")
        // The last card's frame and shadow end right above the status line.
        #expect(screen[21].hasPrefix("┗━━") && screen[21].hasSuffix("┛░"), "\(Screen.fenced(screen))")
        #expect(screen[22] == " " + String(repeating: "░", count: 79))
        #expect(screen[15] == "┏━ HOT " + String(repeating: "━", count: 71) + "┓")
        #expect(Screen.row(of: "▶Türkischer Mokka", in: screen) == 16)
    }
}
