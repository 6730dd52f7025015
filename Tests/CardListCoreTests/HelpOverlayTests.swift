import Testing
import Rows
@testable import CardListCore

/// The help box on screens too short for every key.
@Suite struct HelpOverlayTests {
    let context = makeContext(names: numberedNames(3))

    private func helpScreen(width: Int, height: Int, charset: Charset = .unicode) -> Canvas {
        var state = ListState(screenSize: Size(width: width, height: height))
        state.run([.key(.function(1))], in: context)
        return boxLayout(charset: charset).render(state, size: state.screenSize, in: context)
    }

    @Test func shortScreenCutsTheKeysAndSaysThereIsMore() {
        expectGrid(helpScreen(width: 30, height: 6), """
            |╭─ Keys ─────────────────────╮|
            |│ ↑ ↓ ^P ^N ^J      previous │|
            |│ ^K                previous │|
            |│ PgUp PgDn         a page u │|
            |│ ^U                half a p │|
            |╰─────────────────── ▼ more ─╯|
            """)
    }

    @Test func asciiNamesTheArrowsInLetters() {
        let lines = HelpOverlay(charset: .ascii).entries.map(\.keys)
        #expect(lines.contains("Up Dn ^P ^N ^J"))
        #expect(lines.contains("<- -> ^B ^F"))
        #expect(!lines.joined().unicodeScalars.contains { !$0.isASCII })
    }

    @Test func asciiMarkerOnANarrowBox() {
        expectGrid(helpScreen(width: 12, height: 4, charset: .ascii), """
            |+- Keys ---+|
            || Up Dn ^P ||
            || ^K       ||
            |+- v more -+|
            """)
    }

    @Test func listsEveryKeyOfTheKeyTableIncludingBackspace() {
        let keys = HelpOverlay(charset: .unicode).entries.map(\.keys).joined(separator: " ").split(separator: " ").map(String.init)
        for binding in KeyBindings.all {
            for trigger in binding.triggers {
                #expect(keys.contains(trigger.name(.help(.unicode)).split(separator: " ").first.map(String.init) ?? ""), "\(trigger)")
            }
        }
        #expect(keys.contains("Bksp"))
    }

    @Test func noMouseDropsTheMouseLines() {
        let withMouse = HelpOverlay(charset: .unicode).entries.map(\.keys)
        let without = HelpOverlay(charset: .unicode, showsMouse: false).entries.map(\.keys)
        #expect(withMouse.contains("click") && withMouse.contains("wheel"))
        #expect(!without.contains("click") && !without.contains("2×click") && !without.contains("wheel"))
        #expect(without.count == withMouse.count - 3)
    }

    @Test func tallScreenShowsEveryKeyWithoutMarker() {
        let canvas = helpScreen(width: 90, height: 40)
        let text = (0..<40).map { y in (0..<90).map { canvas[$0, y].glyph.map { "\($0)" } ?? " " }.joined() }.joined(separator: "\n")
        #expect(!text.contains("more"))
    }
}
