import Testing
import Rows
@testable import CardListCore

/// The help box on screens too short for every key.
@Suite struct HelpOverlayTests {
    let context = makeContext(names: numberedNames(3))

    private func helpScreen(width: Int, height: Int, charset: Charset = .unicode) -> Canvas {
        var state = ListState(screenSize: Size(width: width, height: height))
        state.settings = context.settings
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

    @Test func downAndPageDownScrollACutHelpAndUpComesBack() {
        var state = ListState(screenSize: Size(width: 30, height: 6))
        state.run([.key(.function(1)), .down], in: context)
        #expect(state.isShowingHelp, "the arrows scroll the help instead of closing it")
        expectGrid(boxLayout().render(state, size: state.screenSize, in: context), """
            |╭─ Keys ───────────────── ▲ ─╮|
            |│ ^K                previous │|
            |│ PgUp PgDn         a page u │|
            |│ ^U                half a p │|
            |│ ^D                half a p │|
            |╰─────────────────── ▼ more ─╯|
            """)
        state.run([.up], in: context)
        #expect(state.helpOffset == 0)
        #expect(state.selection == 0, "scrolling the help leaves the selection alone")
    }

    @Test func scrollingStopsWhereTheLastKeyIsShown() {
        var state = ListState(screenSize: Size(width: 30, height: 6))
        state.run([.key(.function(1))] + Array(repeating: .key(.pageDown), count: 40), in: context)
        let canvas = boxLayout().render(state, size: state.screenSize, in: context)
        #expect(!canvas.line(at: 5).contains("more"), "the last line is in view: \(canvas.line(at: 5))")
        let bottom = state.helpOffset
        state.run([.up], in: context)
        #expect(state.helpOffset == bottom - 1, "one Up moves the help at once after the end")
    }

    @Test func theHelpOpensAtItsTopAgain() {
        var state = ListState(screenSize: Size(width: 30, height: 6))
        state.run([.key(.function(1)), .down, .down, .key(.function(1)), .key(.function(1))], in: context)
        #expect(state.helpOffset == 0)
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
        // With --history and a preview pane, so that their rows are listed too.
        let keys = HelpOverlay(charset: .unicode, showsHistory: true, showsPreview: true).entries.map(\.keys)
            .joined(separator: " ").split(separator: " ").map(String.init)
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

    @Test func theHistoryKeysAreListedInTheFilterLineOnlyWithHistory() {
        let entries = HelpOverlay(charset: .unicode, showsHistory: true).entries
        let row = HelpOverlay.Entry(keys: "^P ^N", action: "recall a query")
        let filterLine = entries.firstIndex(of: HelpOverlay.Entry(keys: "", action: "In the filter line:")) ?? .max
        let index = entries.firstIndex(of: row) ?? -1
        #expect(index > filterLine, "\(entries)")
        #expect(!HelpOverlay(charset: .unicode).entries.contains(row))
        #expect(HelpOverlay(charset: .unicode).entries.count == entries.count - 1)
    }

    @Test func thePanesKeysAreListedOnlyWithAPreviewPane() {
        let entries = HelpOverlay(charset: .unicode, showsPreview: true).entries
        let rows = [HelpOverlay.Entry(keys: "Shift-↑ Shift-↓", action: "scroll the preview"),
                    HelpOverlay.Entry(keys: "Alt-P", action: "show/hide preview")]
        let filterLine = entries.firstIndex(of: HelpOverlay.Entry(keys: "", action: "In the filter line:")) ?? -1
        for row in rows {
            #expect((entries.firstIndex(of: row) ?? .max) < filterLine, "\(entries)")
        }
        let without = HelpOverlay(charset: .unicode).entries
        #expect(without == entries.filter { !rows.contains($0) })
        #expect(without.count == entries.count - 2)
    }

    @Test func tallScreenShowsEveryKeyWithoutMarker() {
        let canvas = helpScreen(width: 90, height: 40)
        let text = (0..<40).map { y in (0..<90).map { canvas[$0, y].glyph.map { "\($0)" } ?? " " }.joined() }.joined(separator: "\n")
        #expect(!text.contains("more"))
    }
}
