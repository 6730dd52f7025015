import FoundationEssentials
import Testing
import Rows

private struct ButtonTintKey: RowEnvironmentKey {
    static let defaultValue = Color.blue
}

extension RowEnvironment {
    fileprivate var buttonTint: Color {
        get { self[ButtonTintKey.self] }
        set { self[ButtonTintKey.self] = newValue }
    }
}

/// The article's map button, tinted by a key of the caller's own.
private struct MapButton: ComposedRowPart {
    @Environment(\.buttonTint) var tint
    var body: some RowPart {
        Text("[ Map ]").foreground(tint)
    }
}

/// A part whose text and width come from built-in environment values.
private struct SelectionWord: ComposedRowPart {
    @Environment(\.isSelected) var isSelected
    @Environment(\.localeIdentifier) var locale
    var body: some RowPart {
        Text((isSelected ? "chosen " : "idle ") + locale)
    }
}

/// Two map buttons, the second tinted green inside it; the whole tinted red around them.
private struct ButtonPair: ComposedRowPart {
    @Environment(\.buttonTint) var tint
    var body: some RowPart {
        HStack(spacing: 0) {
            Text("#").foreground(tint)
            MapButton()
            MapButton().environment(\.buttonTint, .green)
        }
        .environment(\.buttonTint, .red)
    }
}

/// One tinted mark per element, built by a `ForEach` closure while the part is measured.
private struct Marks: ComposedRowPart {
    @Environment(\.buttonTint) var tint
    var body: some RowPart {
        HStack(spacing: 0) {
            ForEach(0..<3) { _ in Text("*").foreground(tint) }
        }
    }
}

/// The title in brackets in ASCII, else in corner quotes: a label style that reads the charset.
private struct BracketLabelStyle: LabelStyle {
    @Environment(\.charset) var charset
    func makeBody(configuration: Configuration) -> some RowPart {
        charset == .ascii ? Text("[") + configuration.title + Text("]") : Text("「") + configuration.title + Text("」")
    }
}

/// `@Environment` properties read the environment a part is measured and drawn in.
@Suite struct EnvironmentPropertyTests {
    @Test func ownKeyIsReadInABody() {
        let canvas = MapButton().environment(\.buttonTint, .red).rendered(width: 7)
        expectGrid(canvas, "|[ Map ]|")
        #expect((0..<7).allSatisfy { canvas[$0, 0].style.foreground == .red })
        #expect(MapButton().rendered(width: 7)[0, 0].style.foreground == .blue)
    }

    @Test func builtInValuesAreReadWhenMeasuringAndDrawing() {
        let selected = RowEnvironment().with(\.isSelected, true).with(\.localeIdentifier, "de_DE")
        #expect(SelectionWord().size(forWidth: 20, in: selected).width == 12)
        expectGrid(SelectionWord().rendered(width: 12, environment: selected), "|chosen de_DE|")
        let idle = RowEnvironment().with(\.localeIdentifier, "fr_FR")
        expectGrid(SelectionWord().rendered(width: 12, environment: idle), "|idle fr_FR  |")
    }

    @Test func nestedPartsSeeTheModifiersAroundThem() {
        let canvas = ButtonPair().rendered(width: 15)
        expectGrid(canvas, "|#[ Map ][ Map ]|")
        #expect(canvas[0, 0].style.foreground == .blue)
        #expect(canvas[1, 0].style.foreground == .red)
        #expect(canvas[8, 0].style.foreground == .green)
    }

    @Test func closuresRunWhileTheBodyIsMeasuredReadItsEnvironment() {
        let canvas = Marks().environment(\.buttonTint, .magenta).rendered(width: 3)
        expectGrid(canvas, "|***|")
        #expect((0..<3).allSatisfy { canvas[$0, 0].style.foreground == .magenta })
    }

    @Test func labelStyleReadsTheEnvironmentItsLabelIsDrawnIn() {
        let label = Label("Tram").labelStyle(BracketLabelStyle())
        expectGrid(label.rendered(width: 6, environment: RowEnvironment().with(\.charset, .ascii)), "|[Tram]|")
        expectGrid(label.rendered(width: 8), "|「Tram」|")
    }

    @Test func outsideABodyItReadsANewEnvironment() {
        _ = MapButton().environment(\.buttonTint, .red).rendered(width: 7)
        #expect(MapButton().tint == .blue)
        #expect(Environment(\.charset).wrappedValue == .unicode)
        #expect(!Environment(\.isSelected).wrappedValue)
    }
}
