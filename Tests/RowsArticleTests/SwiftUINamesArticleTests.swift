import Testing
import Rows

// The third article's stop, written with SwiftUI's names as the article writes it:
// `View`, `some View`, `@ViewBuilder`, `EmptyView`, and a `body` with two parts.
struct NamedStop<Accessory: View>: View {
    var title: String
    var icon: Icon
    var accessory: Accessory

    init(_ title: String, icon: Icon, @ViewBuilder accessory: () -> Accessory) {
        self.title = title
        self.icon = icon
        self.accessory = accessory()
    }

    var body: some View {
        LabeledContent(title, icon: icon) { accessory }
    }
}

extension NamedStop where Accessory == EmptyView {
    init(_ title: String, icon: Icon) {
        self.init(title, icon: icon) { EmptyView() }
    }
}

/// The same stop with Rows' own names, to compare with.
struct PartStop<Accessory: RowPart>: ComposedRowPart {
    var title: String
    var icon: Icon
    var accessory: Accessory

    var body: some RowPart {
        LabeledContent(title, icon: icon) { accessory }
    }
}

@Suite struct SwiftUINamesArticleTests {
    @Test func aViewWrittenWithSwiftUINamesDrawsAsThePartWithRowsNames() {
        let named = VStack(alignment: .leading) {
            NamedStop("Your location", icon: .walk)
            NamedStop("Elandsgracht", icon: .tram) { Text("12:17") }
        }
        let parts = VStack(alignment: .leading) {
            PartStop(title: "Your location", icon: .walk, accessory: EmptyPart())
            PartStop(title: "Elandsgracht", icon: .tram, accessory: Text("12:17"))
        }
        expectPicture(named, width: 24, """
            |🚶 Your location        |
            |🚊 Elandsgracht    12:17|
            """)
        #expect(named.rendered(width: 24) == parts.rendered(width: 24))
    }

    @Test func aBodyOfSeveralStatementsIsABuilder() {
        struct Two: View {
            var body: some View {
                Text("first")
                Text("second")
            }
        }
        expectPicture(Two(), width: 8, """
            |first   |
            |second  |
            """)
    }

    @Test func anyViewErasesAsAnyRowPartDoes() {
        #expect(AnyView(Text("tram")).rendered(width: 4) == Text("tram").rendered(width: 4))
    }
}
