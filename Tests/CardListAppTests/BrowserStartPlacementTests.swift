import CardListCore
import Testing
@testable import cardlist

/// Where the list stands when the screen opens, and what a resize to the same size leaves
/// alone: the model has no size before the screen reports one.
@Suite struct BrowserStartPlacementTests {
    private let names = (0..<100).map { "item-\($0 + 1000)" }

    /// The screen row of the first line showing `name` in `frame`, if any.
    private func row(of name: String, in frame: [String]) -> Int? {
        frame.firstIndex { $0.contains(name) }
    }

    @Test func theFirstFrameSelectsTheFirstItemOnTheTopRow() throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--style", "line", file.path], typing: [.key(.enter)], width: 60, height: 12)
        let first = try #require(run.screen?.framesBeforeEvents.first).lines
        #expect(row(of: "item-1000", in: first) == 0)
        #expect(run.output == "item-1000\n")
    }

    @Test(arguments: ["top", "bottom"])
    func aResizeToTheSameSizeMovesNothing(anchor: String) throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--style", "line", "--select", "item-1050", "--anchor", anchor, file.path],
                                     typing: [.resize(width: 60, height: 12), .key(.enter)], width: 60, height: 12)
        let frames = try #require(run.screen?.framesBeforeEvents)
        try #require(frames.count == 2)
        let before = try #require(row(of: "item-1050", in: frames[0].lines))
        #expect(before == (anchor == "top" ? 0 : 10))
        #expect(row(of: "item-1050", in: frames[1].lines) == before)
        #expect(run.output == "item-1050\n")
    }

    @Test func selectWithHeaderLinesPutsTheItemAboveTheStatusLine() throws {
        let file = try InputFile(["NAME"] + names)
        let run = try BrowserRun.run(["--style", "line", "--header-lines", "1", "--select", "item-1050",
                                      "--anchor", "bottom", file.path],
                                     typing: [.key(.enter)], width: 60, height: 12)
        let first = try #require(run.screen?.framesBeforeEvents.first).lines
        // Row 0 is the header line, rows 1…10 the list, row 11 the status line.
        #expect(row(of: "NAME", in: first) == 0)
        #expect(row(of: "item-1050", in: first) == 10)
        #expect(run.output == "item-1050\n")
    }

    @Test func selectOfAnItemOnTheFirstScreenWithAnchorCenterDoesNotScrollPastTheTop() throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--style", "line", "--select", "item-1002", "--anchor", "center", file.path],
                                     typing: [.key(.enter)], width: 60, height: 12)
        let first = try #require(run.screen?.framesBeforeEvents.first).lines
        #expect(row(of: "item-1000", in: first) == 0)
        #expect(row(of: "item-1002", in: first) == 2)
        #expect(run.output == "item-1002\n")
    }

    @Test func selectAndQueryTogetherStartOnTheSelectedItemWhenItMatches() throws {
        let file = try InputFile(["apple", "banana", "cherry", "damson", "elderberry"])
        let run = try BrowserRun.run(["--select", "elderberry", "--query", "rr", file.path], typing: [.key(.enter)])
        #expect(run.output == "elderberry\n")
    }

    @Test func selectOfAnItemTheQueryLeavesOutStartsOnTheBestMatch() throws {
        let file = try InputFile(["apple", "banana", "cherry", "damson", "elderberry"])
        let run = try BrowserRun.run(["--select", "banana", "--query", "rr", file.path], typing: [.key(.enter)])
        #expect(run.output == "cherry\n")
    }

    @Test func aTerminalResizedBeforeTheFirstKeyKeepsTheSelectedItemOnScreen() throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--style", "line", "--select", "item-1050", "--anchor", "bottom", file.path],
                                     typing: [.resize(width: 60, height: 6), .key(.enter)], width: 60, height: 12)
        let frames = try #require(run.screen?.framesBeforeEvents)
        try #require(frames.count == 2)
        let after = try #require(row(of: "item-1050", in: frames[1].lines))
        #expect((0..<5).contains(after))
        #expect(run.output == "item-1050\n")
    }
}
