import Testing
import Rows

// The third article's own `inline` style: a label, flexible space, then the content in a
// secondary colour. Declared here, in a module of its own, it must win over the built-in
// `.inline` of the same name.
struct InlineLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some RowPart {
        HStack {
            configuration.label
            Spacer()
            configuration.content
                .foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == InlineLabeledContentStyle {
    static var inline: Self { InlineLabeledContentStyle() }
}

@Suite struct StyleArticleTests {
    private let stops = VStack(alignment: .leading) {
        LabeledContent("Elandsgracht", icon: .tram) { Text("12:17") }
        LabeledContent("Marnixplein", icon: .tram) { Text("5 7") }
    }

    @Test func aStyleOfYourOwnNamedInlineWinsOverTheBuiltIn() {
        expectPicture(stops.labeledContentStyle(.inline), width: 24, """
            |🚊 Elandsgracht    12:17|
            |🚊 Marnixplein       5 7|
            """)
    }

    @Test func secondaryForegroundDimsWhatThePartDraws() {
        let canvas = stops.labeledContentStyle(.inline).rendered(width: 24)
        #expect(canvas[19, 0].style.attributes.contains(.dim))   // "1" of 12:17
        #expect(!canvas[3, 0].style.attributes.contains(.dim))   // "E" of the label
    }

    @Test func foregroundStyleKeepsAColourSetInside() {
        let part = HStack(spacing: 1) { Text("red").foregroundStyle(.red); Text("cyan") }
            .foregroundStyle(.cyan)
        let canvas = part.rendered(width: 8)
        #expect(canvas[0, 0].style.foreground == .red)
        #expect(canvas[4, 0].style.foreground == .cyan)
    }

    @Test func foregroundStyleDropsItsColourWithoutColours() {
        var environment = RowEnvironment()
        environment.usesColor = false
        let canvas = Tag("5").foregroundStyle(.cyan).rendered(width: 5, environment: environment)
        #expect(canvas[2, 1].style.foreground == nil)
    }
}
