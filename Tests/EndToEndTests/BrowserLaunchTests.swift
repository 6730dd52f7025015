import Foundation
import Testing

/// Opening the list on the sample catalog: the first frame a person sees.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserLaunchTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    /// Each card shows its label in the top frame and its detail on the name line.
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
            " 16/16                                                                  F1 help",
        ])
        #expect(try pane.alternateScreenOn)
    }

    @Test func helpOverlayOpensWithF1AndClosesWithEscapeLeavingTheList() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.sendKeys("F1")
        // Wait for the whole box: the terminal may show a frame half drawn.
        let help = try pane.waitFor("the help box") { screen in
            screen.contains { $0.contains("╭─ Keys ") } && screen.contains { $0.contains("close the help") }
                && screen.contains { $0.hasPrefix("╰") }
        }
        let top = try #require(Screen.row(of: "╭─ Keys ", in: help))
        // The box is 79 columns wide; the list shows in the last column.
        // Without --preview the pane's keys are left out.
        expectScreen(help[top..<(top + 20)].map { String($0.prefix(79)) }, [
            "╭─ Keys ──────────────────────────────────────────────────────────────────────╮",
            "│ ↑ ↓ ^P ^N ^J      previous / next      F1 ?              this help          │",
            "│ ^K                previous item        click             select the row     │",
            "│ PgUp PgDn         a page up / down     2×click           choose the row     │",
            "│ ^U                half a page up       wheel             scroll             │",
            "│ ^D                half a page down     In the filter line:                  │",
            "│ Home End          first / last item    Tab               mark (--multi)     │",
            "│ letters           jump to a name       Esc               close the filter   │",
            "│ Bksp Del          edit jump prefix     letters           type the query     │",
            "│ ^L                centre/top/bottom    ← → ^B ^F         cursor left/right  │",
            "│ / ^F              open the filter      Alt-B Alt-F       word left / right  │",
            "│ Tab Space         mark (--multi)       Home End ^A ^E    to start / end     │",
            "│ Shift-Tab         mark, up (--multi)   Bksp Del          delete a character │",
            "│ ^T                next row style       ^W Alt-Bksp       delete word before │",
            "│ Enter             choose               Alt-D             delete word after  │",
            "│ Esc               clear jump / quit    ^U ^K             kill to start/end  │",
            "│ ^G ^Q             quit                 In this help:                        │",
            "│ ^C                interrupt            Esc Enter q ? F1  close the help     │",
            "│ ^Z                suspend              ↑ ↓ PgUp PgDn     scroll the help    │",
            "│ F2                detail view                                               │",
        ])
        // While help is shown, keys do not move the list; Esc closes help but does not quit.
        try pane.sendKeys("Down")
        try pane.sendKeys("Escape")
        let closed = try pane.waitFor("help closed") { !$0.contains { $0.contains("Keys") } }
        #expect(Screen.selectedName(in: closed) == "Espresso")
        #expect(Screen.status(of: closed).hasPrefix("16/16"))
        #expect(try pane.alternateScreenOn)
    }

    @Test func helpUnderNoMouseAndAsciiHasNoMouseLinesAndPlainNames() throws {
        let pane = try TmuxPane.browsing("--no-mouse --ascii coffee.json", files: coffee)
        try pane.sendKeys("F1")
        let help = try pane.waitFor("the help box") { screen in
            screen.contains { $0.contains("+- Keys ") } && screen.contains { $0.contains("close the help") }
        }
        #expect(help.contains { $0.contains("| Up Dn ^P ^N ^J    previous / next ") }, "\(Screen.fenced(help))")
        #expect(help.contains { $0.contains("<- -> ^B ^F") })
        #expect(!help.contains { $0.contains("click") || $0.contains("wheel") }, "\(Screen.fenced(help))")
        // The cards' details (`€2.20`) are the items' own text; all the program draws is ASCII.
        #expect(!help.joined().unicodeScalars.contains { !$0.isASCII && $0 != "€" }, "\(Screen.fenced(help))")
    }

    @Test func questionMarkAlsoOpensHelp() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type("?")
        try pane.waitFor("the help box") { $0.contains { $0.contains("╭─ Keys ") } }
        try pane.type("?")
        try pane.waitFor("help closed") { !$0.contains { $0.contains("Keys") } }
    }
}
