import CardListCore
import Rows
import Testing
@testable import cardlist

/// `--height`: the heights the list asks of its screen (the terminal side is tested end to end).
@Suite struct BrowserInlineTests {
    @Test func adaptiveHeightFitsThreeItemsAndTheStatusLine() throws {
        let file = try InputFile(["alpha", "bravo", "charlie"])
        let run = try BrowserRun.run(["--height", "~10", "--style", "line", file.path], typing: [.key(.down), .key(.enter)], height: 10)
        let screen = try #require(run.screen)
        #expect(screen.fittedHeights == [4])
        let frame = try #require(screen.frames.last)
        #expect(frame.height == 4)
        // The pointer is ▶, or > where the locale is not UTF-8.
        let rows = frame.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows[0] == "alpha" && ["▶ bravo", "> bravo"].contains(rows[1]) && rows[2] == "charlie", "\(rows)")
        #expect(rows[3].hasPrefix("3/3"), "\(rows)")
        #expect(run.output == "bravo\n")
    }

    @Test func adaptiveHeightWithMoreItemsThanRowsKeepsTheWholeHeight() throws {
        let file = try InputFile((1...30).map { "item \($0)" })
        let run = try BrowserRun.run(["--height", "~10", "--style", "line", file.path], typing: [.key(.enter)], height: 10)
        let screen = try #require(run.screen)
        #expect(screen.fittedHeights.isEmpty)
        #expect(screen.frames.last?.height == 10)
    }

    @Test func fixedHeightNeverFits() throws {
        let file = try InputFile(["alpha", "bravo"])
        let run = try BrowserRun.run(["--height", "10", "--style", "line", file.path], typing: [.key(.enter)], height: 10)
        #expect(run.screen?.fittedHeights == [])
        #expect(run.output == "alpha\n")
    }
}
