import Testing
import Rows

private struct AccentKey: RowEnvironmentKey {
    static let defaultValue = Color.cyan
}

extension RowEnvironment {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// A part that draws a block in the environment's accent colour.
private struct AccentBlock: RowPart {
    func size(forWidth width: Int, in environment: RowEnvironment) -> Size { Size(width: 1, height: 1) }
    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.draw(Text("#", style: Style(foreground: environment.accent)), x: rect.x, y: rect.y, maxWidth: 1)
    }
}

/// Values of the caller's own keys travel through the environment like the built-ins.
@Suite struct EnvironmentKeyTests {
    @Test func ownKeyHasItsDefaultUntilSet() {
        #expect(RowEnvironment().accent == .cyan)
        #expect(RowEnvironment().with(\.accent, .red).accent == .red)
    }

    @Test func ownKeyIsSetForAPartByKeyPath() {
        let canvas = HStack(spacing: 0) { AccentBlock(); AccentBlock().environment(\.accent, .red) }.rendered(width: 2)
        #expect(canvas[0, 0].style.foreground == .cyan)
        #expect(canvas[1, 0].style.foreground == .red)
    }

    @Test func iconOnlyLabelStyleDropsTheTitle() {
        expectGrid(Label("Tram", icon: .tram).labelStyle(.iconOnly).rendered(width: 4), """
            |🚊  |
            """)
        expectGrid(Label("Tram", icon: .tram).labelStyle(.titleOnly).rendered(width: 4), """
            |Tram|
            """)
    }

    @Test func labeledContentHoldsPartsFromABuilder() {
        let part = LabeledContent("Marnixplein") { Tag("5") }
        expectGrid(part.rendered(width: 20), """
            |                 ╭─╮|
            |Marnixplein      │5│|
            |                 ╰─╯|
            """)
    }
}
