import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--preview CMD` and `--preview-window OPTS`.
@Suite struct PreviewOptionsTests {
    @Test func previewTakesACommandTemplate() throws {
        let options = try Options.parse(["--preview", "cat {1}"])
        #expect(options.preview == CommandTemplate("cat {1}"))
        #expect(try Options.parse(["--preview", ""]).preview == nil)
        #expect(try Options.parse([]).preview == nil)
    }

    @Test func aLaterPreviewWindowIsLaidOverAnEarlierOne() throws {
        let options = try Options.parse(["--preview-window", "up,wrap", "--preview-window=40%"])
        #expect(options.previewWindow.position == .up)
        #expect(options.previewWindow.wraps)
        #expect(options.previewWindow.size == .percent(40))
    }

    @Test func aBadPreviewWindowNamesThePart() {
        #expect(optionsMessage(["--preview-window", "right,sideways"])
            == "--preview-window expects comma-separated parts: right, left, up or down; a size (40 or 40%); border-STYLE or noborder; wrap or nowrap; hidden; +SCROLL (+3, +{2}-5, +{2}/2); ~N header lines; got 'sideways' in 'right,sideways'")
    }
}
