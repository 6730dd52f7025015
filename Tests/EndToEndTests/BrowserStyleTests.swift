import Foundation
import Testing

/// Row styles (Ctrl-T cycles card → item → line) and monochrome output.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserStyleTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test func controlTCyclesCardItemLineAndBackKeepingTheSelection() throws {
        let pane = try TmuxPane.browsing("coffee.json", width: 60, height: 12, files: coffee)
        try pane.sendKeys("Down")
        try pane.waitForSelection("Ristretto")
        try pane.sendKeys("C-t")
        // The thumbnail (or its small placeholder) before the name, the summary below it.
        try pane.waitFor("the item style") { $0.contains { $0.hasPrefix("▶ ") && $0.contains(" Ristretto ") && !$0.contains("The first half") } }
        try pane.sendKeys("C-t")
        let line = try pane.waitFor("the line style") { $0.contains { $0.hasPrefix("▶ Ristretto  The first half") } }
        expectScreen(Array(line.prefix(3)), [
            "  Espresso  A short, intense shot with a hazelnut cr…  €2.20",
            "▶ Ristretto  The first half of an espresso shot: les…  €2.20",
            "  Americano  Espresso lengthened with hot water. Lig…  €2.80",
        ])
        try pane.sendKeys("C-t")
        let card = try pane.waitFor("the card style") { $0.contains { $0.hasPrefix("┃▶Ristretto") } }
        #expect(Screen.status(of: card).hasPrefix("16/16"))
    }

    @Test func read0RecordsOpenInTheLineStyleEvenWhenOneHoldsALineBreak() throws {
        let records = ["records": Array("one\ntwo\u{0}three\u{0}four\u{0}".utf8)]
        let pane = try TmuxPane.browsing("--read0 records", width: 30, height: 5, files: records)
        let screen = try pane.waitForStatus("3/3")
        expectScreen(Array(screen.prefix(3)), ["▶ one  two", "  three", "  four"])
    }

    @Test func noColorStillShowsTheSelectionWithAHeavyFrameAndMarker() throws {
        let pane = try TmuxPane.browsing("coffee.json", width: 60, height: 12, files: coffee, environment: "NO_COLOR=1")
        let screen = try pane.waitForSelection("Espresso")
        #expect(screen[0] == "┏━ HOT " + String(repeating: "━", count: 51) + "┓")
        #expect(screen[1].hasPrefix("┃▶Espresso"))
        #expect(screen.contains { $0.hasPrefix("╭─") }, "the other cards have light rounded frames")
        let colours = Self.colourParameters(in: try pane.captureWithEscapes())
        #expect(colours.isEmpty, "colour escapes with NO_COLOR: \(colours)")
    }

    @Test func withoutNoColorTheScreenUsesColour() throws {
        let pane = try TmuxPane.browsing("coffee.json", width: 60, height: 12, files: coffee)
        try pane.waitForSelection("Espresso")
        #expect(!Self.colourParameters(in: try pane.captureWithEscapes()).isEmpty)
    }

    @Test func asciiWithAHeaderDrawsOnlyASCIIFramesUnderTheHeader() throws {
        let pane = try TmuxPane.browsing("--ascii --header 'Pick a coffee' coffee.json", width: 40, height: 8, files: coffee)
        let screen = try pane.waitForStatus("16/16")
        expectScreen(Array(screen.prefix(6)) + [screen[7]], [
            "  Pick a coffee",
            "#= HOT ===============================#",
            "#>Espresso        €2.20  +----------+ #:",
            "# A short, intense shot  |          | #:",
            "# with a hazelnut        | espresso | #:",
            "# crema.                 |          | #:",
            " 16/16                          F1 help",
        ])
        // The detail (`€2.20`) is the item's own text; everything the program draws is ASCII.
        #expect(screen.allSatisfy { $0.filter { $0 != "€" }.allSatisfy(\.isASCII) }, "\(Screen.fenced(screen))")
    }

    /// The SGR parameters in `text` that set a colour (30–38, 40–48, 90–97, 100–107; not the
    /// defaults 39 and 49).
    static func colourParameters(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !"0123456789;:".contains($0) }) else { break }
            if rest[end] == "m" {
                for parameter in rest[..<end].split(separator: ";") {
                    guard let value = Int(parameter.split(separator: ":").first ?? "") else { continue }
                    if (30...38).contains(value) || (40...48).contains(value) || (90...97).contains(value) || (100...107).contains(value) {
                        found.append(String(rest[..<end]))
                        break
                    }
                }
            }
            rest = rest[end...]
        }
        return found
    }
}
