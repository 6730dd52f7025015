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
            |│ ↑ ↓ ^P ^N  move            │|
            |│ PgUp PgDn  page            │|
            |│ ^U ^D      half page       │|
            |│ Home End   first, last     │|
            |╰─────────────────── ▼ more ─╯|
            """)
    }

    @Test func asciiMarkerOnANarrowBox() {
        expectGrid(helpScreen(width: 12, height: 4, charset: .ascii), """
            |+- Keys ---+|
            || Up Dn ^P ||
            || PgUp PgD ||
            |+- v more -+|
            """)
    }

    @Test func tallScreenShowsEveryKeyWithoutMarker() {
        let canvas = helpScreen(width: 40, height: 20)
        let bottom = (0..<40).map { canvas[$0, 17].glyph.map { "\($0)" } ?? " " }.joined()
        #expect(!bottom.contains("more"))
    }
}
