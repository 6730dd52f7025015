import Testing
import Rows

private struct CompactLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some RowPart {
        HStack(spacing: 0) { configuration.icon; configuration.title }
    }
}

@Suite struct GroupBoxArticleTests {
    @Test func groupBoxFramesALabelLikeTheArticlesTag() {
        let tag = GroupBox { Label("5", icon: .tram) }.labelStyle(CompactLabelStyle())
        expectPicture(tag, width: 5, """
            |╭───╮|
            |│🚊5│|
            |╰───╯|
            """)
    }

    @Test func groupBoxHoldsSeveralPartsAndHugsThem() {
        let box = GroupBox {
            Text("12:17")
            Text("Platform 2")
        }
        expectPicture(HStack(spacing: 0) { box; Spacer() }, width: 14, """
            |╭──────────╮  |
            |│12:17     │  |
            |│Platform 2│  |
            |╰──────────╯  |
            """)
    }

    @Test func groupBoxInASCIIDrawsPlainFrame() {
        var environment = RowEnvironment()
        environment.charset = .ascii
        let canvas = GroupBox { Text("7") }.rendered(width: 3, environment: environment)
        #expect(canvas.snapshotDifference(from: """
            |+-+|
            ||7||
            |+-+|
            """) == nil)
    }
}
