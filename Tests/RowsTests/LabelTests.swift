import Testing
@testable import Rows

@Suite struct LabelTests {
    @Test func iconThenASpaceThenTheTitle() {
        expectGrid(render(Label("Espresso", icon: .coffee), width: 20), """
            |☕ Espresso         |
            """)
    }

    @Test func titleAndIconBuildersDrawAsTheOtherForms() {
        let built = Label { Text("Espresso") } icon: { Icon.coffee }
        #expect(built == Label("Espresso", icon: .coffee))
        expectGrid(render(built, width: 14), """
            |☕ Espresso   |
            """)
        let styled = Label { Text("Late").foreground(.red).bold() } icon: { Icon.train }
        #expect(render(styled, width: 8) == render(Label(Text("Late").foreground(.red).bold(), icon: .train), width: 8))
        #expect(render(styled, width: 8)[3, 0].style == Style(.bold, foreground: .red))
    }

    @Test func labelIsAsWideAsItsText() {
        #expect(Label("Espresso", icon: .coffee).size(forWidth: 40, in: RowEnvironment()) == Size(width: 11, height: 1))
        #expect(Label("Espresso").size(forWidth: 40, in: RowEnvironment()) == Size(width: 8, height: 1))
        #expect(Label("", icon: .coffee).size(forWidth: 40, in: RowEnvironment()) == Size(width: 2, height: 1))
    }

    @Test func titleIsTruncatedAndTheIconKept() {
        expectGrid(render(Label("Espresso doppio", icon: .coffee), width: 8), """
            |☕ Espr…|
            """)
    }

    @Test func asciiModeUsesTheIconsFallback() {
        let canvas = render(Label("Espresso", icon: .coffee), width: 12, charset: .ascii)
        expectGrid(canvas, """
            |c Espresso  |
            """)
        #expect(isAllASCII(canvas))
    }

    @Test func selectionDoesNotChangeALabel() {
        let label = Label("Espresso", icon: .coffee)
        #expect(render(label, width: 20, selected: true) == render(label, width: 20))
    }

    @Test func labelAtFortyAndEightyColumns() {
        expectGrid(render(Label("S1 to Airport", icon: .train), width: 40), """
            |🚆 S1 to Airport                        |
            """)
        expectGrid(render(Label("S1 to Airport", icon: .train), width: 80), """
            |🚆 S1 to Airport                                                                |
            """)
    }

    @Test func controlCharactersInTheTitleAreShownVisibly() {
        expectGrid(render(Label("a\u{1B}[2Jb\u{7}", icon: .bank), width: 12), """
            |🏦 a␛[2Jb␇  |
            """)
    }

    @Test func callerStylesAreKept() {
        let canvas = render(Label(Text("Late").foreground(.red).bold(), icon: .train), width: 8)
        #expect(canvas[3, 0].style == Style(.bold, foreground: .red))
        #expect(canvas[0, 0].style == .plain)
    }

    @Test func heightMatchesWhatIsDrawnAtEveryWidth() {
        expectHeightMatchesDrawing(Label("Espresso", icon: .coffee), visibleFrom: 1)
        expectHeightMatchesDrawing(Label("抹茶", icon: .tea), visibleFrom: 1)
    }
}
