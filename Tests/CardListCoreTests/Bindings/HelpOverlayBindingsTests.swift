import Rows
import Testing
@testable import CardListCore

/// The help lists the `--bind` bindings first, and leaves their keys out of the table's rows.
@Suite struct HelpOverlayBindingsTests {
    let context = makeContext(names: numberedNames(3), rowHeight: 1)

    @Test func theBindingsComeFirstUnderTheirHeadingWrittenAsBound() throws {
        let overlay = HelpOverlay(charset: .unicode, bindings: try UserBindings("ctrl-x:change-prompt(> )+first,start:change-query(ab),shift-up:up"))
        #expect(Array(overlay.entries.prefix(5)) == [
            .init(keys: "", action: "Yours (--bind):"),
            .init(keys: "^X", action: "change-prompt(> )+first"),
            .init(keys: "start", action: "change-query(ab)"),
            .init(keys: "Shift-↑", action: "up"),
            .init(keys: "", action: "In the list:"),
        ])
    }

    @Test func aBoundKeyLeavesTheTableRowsButNotTheHelpsOwn() throws {
        let overlay = HelpOverlay(charset: .unicode, bindings: try UserBindings("ctrl-k:accept,esc:abort"))
        let tableEntries = overlay.entries.dropFirst(3)
        #expect(!tableEntries.contains { $0.keys.split(separator: " ").contains("^K") })
        // In the help, Esc still closes it.
        let helpPart = tableEntries.drop { $0.action != "In this help:" }
        #expect(helpPart.contains { $0.keys.split(separator: " ").contains("Esc") })
        #expect(!tableEntries.prefix { $0.action != "In this help:" }.contains { $0.keys.split(separator: " ").contains("Esc") })
    }

    @Test func withoutBindingsTheHelpIsAsBefore() {
        #expect(HelpOverlay(charset: .unicode).entries == HelpOverlay(charset: .unicode, bindings: UserBindings()).entries)
        #expect(HelpOverlay(charset: .unicode).entries.first?.keys == "↑ ↓ ^P ^N ^J")
    }

    @Test func theHelpDrawnOverTheListShowsTheBinding() throws {
        var state = ListState(screenSize: Size(width: 40, height: 8))
        state.bindings = try UserBindings("ctrl-x:change-prompt(> )+first")
        state.run([.key(.function(1))], in: context)
        let canvas = boxLayout().render(state, size: state.screenSize, in: context)
        expectGrid(canvas, """
            |╭─ Keys ───────────────────────────────╮|
            |│ Yours (--bind):                      │|
            |│ ^X                change-prompt(> )+ │|
            |│ In the list:                         │|
            |│ ↑ ↓ ^P ^N ^J      previous / next    │|
            |│ ^K                previous item      │|
            |│ PgUp PgDn         a page up / down   │|
            |╰───────────────────────────── ▼ more ─╯|
            """)
    }
}
