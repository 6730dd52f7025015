import Foundation
import Testing

/// Resizing the terminal while the list is open.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserResizeTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func shrinkingTo30By8AndBackRedrawsCleanlyWithTheSelectedCardInView() throws {
        let pane = try TmuxPane.browsing("--select capp coffee.json", files: coffee)
        try pane.waitForSelection("Cappuccino")
        try pane.resize(width: 30, height: 8)
        let small = try pane.waitFor("the list at 30x8") { $0.count == 8 && $0.last?.hasPrefix(" 16/16") == true && $0.allSatisfy { $0.count <= 30 } }
        expectScreen(Array(small.prefix(6)) + [small[7]], [
            "┏━ HOT ━━━━━━━━━━━━━━━━━━━━━┓",
            "┃▶Cappuccino          €3.40 ┃░",
            "┃ Equal parts espresso,     ┃░",
            "┃ steamed milk and airy     ┃░",
            "┃ foam, dusted with cocoa   ┃░",
            "┃ on request.               ┃░",
            " 16/16                F1 help",
        ])
        #expect(small[6].hasPrefix("┗━━━━━"), "\(Screen.fenced(small))")
        try pane.resize(width: 80, height: 24)
        let large = try pane.waitFor("the list at 80x24") { $0.count == 24 && $0.last?.hasSuffix("F1 help") == true && $0[1].count == 80 }
        // As fzf keeps its scroll-off margin on a resize, the card above shows again.
        expectScreen(large, [
            "│ Flat white                                              €3.60  ┌──────────┐ │░",
            "│ A double ristretto under a thin layer of velvety microfoam.    │          │ │░",
            "│ Stronger than a latte, smaller than a cappuccino, and served   │flat-white│ │░",
            "│ in a 160 ml cup so the coffee stays in front.                  │          │ │░",
            "│                                                                └──────────┘ │░",
            "╰─────────────────────────────────────────────────────────────────────────────╯░",
            " ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            "┏━ HOT ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃▶Cappuccino                                              €3.40  ┌──────────┐ ┃░",
            "┃ Equal parts espresso, steamed milk and airy foam, dusted with  │          │ ┃░",
            "┃ cocoa on request.                                              │cappuccino│ ┃░",
            "┃                                                                │          │ ┃░",
            "┃                                                                └──────────┘ ┃░",
            "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░",
            " ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            "╭─ HOT ───────────────────────────────────────────────────────────────────────╮",
            "│ Caffè latte                                             €3.80  ┌──────────┐ │░",
            "│ A single shot in a tall glass of steamed milk with a thin cap  │          │ │░",
            "│ of foam. Mild and creamy; ask for an extra shot if you like    │    CL    │ │░",
            "│ it stronger, or oat milk if you prefer it without dairy. Our   │          │ │░",
            "│ baristas pour a tulip or a rosetta on top.                     └──────────┘ │░",
            "╰─────────────────────────────────────────────────────────────────────────────╯░",
            " ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            " 16/16                                                                  F1 help",
        ])
    }

    @Test func aCardBelowTheScreenIsScrolledIntoViewWhenTheTerminalShrinks() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("Down", "Down")
        try pane.waitForSelection("Americano")
        try pane.resize(width: 40, height: 8)
        let screen = try pane.waitFor("the list at 40x8") { $0.count == 8 && $0.last?.hasPrefix(" 16/16") == true }
        let row = try #require(Screen.row(of: "▶Americano", in: screen), "\(Screen.fenced(screen))")
        #expect(row >= 1 && row < 7)
        #expect(screen.allSatisfy { $0.count <= 40 })
    }

    @Test func aTerminalTooSmallShowsANoticeAndTheListComesBack() throws {
        let pane = try TmuxPane.browsing("coffee.json", width: 40, height: 8, files: coffee)
        try pane.resize(width: 8, height: 2)
        let tiny = try pane.waitFor("the notice") { $0.count == 2 }
        try pane.waitFor("the notice") { $0 == ["terminal", "too"] || $0.joined().contains("termina") }
        #expect(tiny.allSatisfy { $0.count <= 8 })
        try pane.resize(width: 40, height: 8)
        try pane.waitForStatus("16/16")
        try pane.waitForSelection("Espresso")
    }
}

/// Resizing with `LINES` and `COLUMNS` exported, as many shells and harnesses do.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserResizeWithSizeVariablesTests {
    @Test func theWindowSizeWinsOverExportedLinesAndColumns() throws {
        let coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
        let pane = try TmuxPane.browsing("--style line coffee.json", files: coffee, environment: "LINES=24 COLUMNS=80")
        try pane.resize(width: 50, height: 10)
        let small = try pane.waitFor("the list at 50x10") { screen in
            screen.count == 10 && screen[9].hasPrefix(" 16/16") && screen[9].hasSuffix("F1 help") && screen[9].count == 49
        }
        #expect(small.allSatisfy { $0.count <= 50 }, "\(Screen.fenced(small))")
        try pane.resize(width: 70, height: 16)
        try pane.waitFor("the list at 70x16") { $0.count == 16 && $0[15].hasPrefix(" 16/16") && $0[15].count == 69 }
    }
}
