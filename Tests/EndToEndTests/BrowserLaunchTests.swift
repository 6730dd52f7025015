import Foundation
import Testing

/// Opening the list on the sample catalog: the first frame a person sees.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserLaunchTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    /// Each card shows its label in the top frame and its detail on the name line (issue 8).
    @Test func firstFrameShowsTheFirstCardsSelectedFirstAndTheStatusLine() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        let screen = try pane.waitFor("the whole first frame") { $0.count == 24 && $0[22].hasPrefix("╰") }
        expectScreen(screen, [
            "┏━ HOT ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃▶Espresso                                                €2.20  ┌──────────┐ ┃░",
            "┃ A short, intense shot with a hazelnut crema.                   │          │ ┃░",
            "┃                                                                │ espresso │ ┃░",
            "┃                                                                │          │ ┃░",
            "┃                                                                └──────────┘ ┃░",
            "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░",
            " " + String(repeating: "░", count: 79),
            "╭─ HOT ───────────────────────────────────────────────────────────────────────╮",
            "│ Ristretto                                               €2.20  ┌──────────┐ │░",
            "│ The first half of an espresso shot: less water, more           │          │ │░",
            "│ sweetness, a syrupy body and a finish that lingers.            │ristretto │ │░",
            "│                                                                │          │ │░",
            "│                                                                └──────────┘ │░",
            "╰─────────────────────────────────────────────────────────────────────────────╯░",
            " " + String(repeating: "░", count: 79),
            "╭─ HOT ───────────────────────────────────────────────────────────────────────╮",
            "│ Americano                                               €2.80  ┌──────────┐ │░",
            "│ Espresso lengthened with hot water. Lighter than drip coffee   │          │ │░",
            "│ but keeps the roast's character.                               │americano │ │░",
            "│                                                                │          │ │░",
            "│                                                                └──────────┘ │░",
            "╰─────────────────────────────────────────────────────────────────────────────╯░",
            " 1/16                                                                   F1 help",
        ])
        #expect(try pane.alternateScreenOn)
    }

    @Test func helpOverlayOpensWithF1AndClosesWithEscapeLeavingTheList() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("F1")
        // Wait for the whole box: the terminal may show a frame half drawn.
        let help = try pane.waitFor("the help box") { screen in
            screen.contains { $0.contains("╭─ Keys ") } && screen.contains { $0.contains("│ F1 ?       this help             │") }
                && screen.contains { $0.contains("╰──────────────────────────────────╯") }
        }
        let top = try #require(Screen.row(of: "╭─ Keys ", in: help))
        // Every character on these rows takes one column, so characters are columns here.
        let column = help[top].prefix { $0 != "╭" }.count
        let box = help[top..<min(help.count, top + 17)].map { String(Array($0).dropFirst(column).prefix(36)) }
        expectScreen(box, [
            "╭─ Keys ───────────────────────────╮",
            "│ ↑ ↓ ^P ^N  move                  │",
            "│ PgUp PgDn  page                  │",
            "│ ^U ^D      half page             │",
            "│ Home End   first, last           │",
            "│ letters    jump to name          │",
            "│ / ^F       filter                │",
            "│ Tab Space  mark (multi)          │",
            "│ Enter      choose                │",
            "│ Esc        back, quit            │",
            "│ ^L         centre/top/bottom     │",
            "│ ^T         next style            │",
            "│ ^Z         suspend               │",
            "│ ^C         quit                  │",
            "│ F1 ?       this help             │",
            "│ mouse      click, 2×click, wheel │",
            "╰──────────────────────────────────╯",
        ])
        // While help is shown, keys do not move the list; Esc closes help but does not quit.
        try pane.sendKeys("Down")
        try pane.sendKeys("Escape")
        let closed = try pane.waitFor("help closed") { !$0.contains { $0.contains("Keys") } }
        #expect(Screen.selectedName(in: closed) == "Espresso")
        #expect(Screen.status(of: closed).hasPrefix("1/16"))
        #expect(try pane.alternateScreenOn)
    }

    @Test func questionMarkAlsoOpensHelp() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type("?")
        try pane.waitFor("the help box") { $0.contains { $0.contains("╭─ Keys ") } }
        try pane.type("?")
        try pane.waitFor("help closed") { !$0.contains { $0.contains("Keys") } }
    }
}
