import Foundation
import Testing

/// `--select NAME --anchor top|center|bottom`: the list opens on that item, placed there.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserSelectTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    /// The row of the selected card's top edge and of its shadow's last line.
    private func cardRows(of name: String, in screen: [String]) throws -> (top: Int, bottom: Int) {
        let nameRow = try #require(Screen.row(of: "▶" + name, in: screen), "\(Screen.fenced(screen))")
        let bottom = try #require(screen[nameRow...].firstIndex { $0.hasPrefix("┗") }, "\(Screen.fenced(screen))")
        return (nameRow - 1, bottom + 1)
    }

    @Test func anchorTopPutsTheCardAtTheTop() throws {
        let pane = try TmuxPane.browsing("--select mocha --anchor top coffee.json", files: coffee)
        let screen = try pane.waitForSelection("Mocha")
        #expect(try cardRows(of: "Mocha", in: screen).top == 0)
        #expect(Screen.status(of: screen).hasPrefix("16/16"))
    }

    @Test func anchorBottomPutsTheCardAboveTheStatusLine() throws {
        let pane = try TmuxPane.browsing("--select mocha --anchor bottom coffee.json", files: coffee)
        let screen = try pane.waitForSelection("Mocha")
        #expect(try cardRows(of: "Mocha", in: screen).bottom == 22, "\(Screen.fenced(screen))")
    }

    @Test func anchorCenterPutsTheCardInTheMiddle() throws {
        let pane = try TmuxPane.browsing("--select mocha --anchor center coffee.json", files: coffee)
        let screen = try pane.waitForSelection("Mocha")
        let rows = try cardRows(of: "Mocha", in: screen)
        // The list area is rows 0…22; the card's middle is within a line of the area's middle.
        let middle = Double(rows.top + rows.bottom) / 2
        #expect(abs(middle - 11) <= 1, "card at \(rows):\n\(Screen.fenced(screen))")
    }

    @Test func selectMatchesTheStartOfTheNameIgnoringCaseAndAccents() throws {
        let pane = try TmuxPane.browsing("--select 'CAFE AU' coffee.json", files: coffee)
        let screen = try pane.waitForSelection("Café au lait")
        #expect(Screen.status(of: screen).hasPrefix("16/16"))
    }

    @Test func selectWithoutAMatchSaysSoAndStartsAtTheTop() throws {
        let pane = try TmuxPane.browsing("--select zzz coffee.json", files: coffee)
        let screen = try pane.waitForStatus("16/16  no item matches \"zzz\"")
        #expect(Screen.selectedName(in: screen) == "Espresso")
    }
}

/// `--select` finds what a person means, as the README's example shows.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserSelectWordTests {
    @Test func selectLatteSelectsCaffeLatteByAWordOfItsName() throws {
        let coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
        let pane = try TmuxPane.browsing("--select latte --anchor center coffee.json", files: coffee)
        let screen = try pane.waitForSelection("Caffè latte")
        #expect(Screen.status(of: screen).hasPrefix("16/16"), "\(Screen.fenced(screen))")
    }
}
