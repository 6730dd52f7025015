import CardListCore
import Testing
@testable import cardlist

/// The interactive list's start options and keys, driven through a scripted screen.
@Suite struct BrowserTests {
    private let fruit = ["apple", "banana", "cherry", "damson", "elderberry"]

    @Test func selectPutsTheCursorOnTheNamedItem() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--select", "cherry", file.path], typing: [.key(.enter)])
        #expect(run.status == ExitCode.chosen)
        #expect(run.output == "cherry\n")
    }

    @Test func selectWithoutAMatchSaysSoInTheStatusLine() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--select", "zucchini", file.path], typing: [.key(.enter)])
        #expect(run.output == "apple\n")
        let shown = try #require(run.screen?.framesBeforeEvents.first).lines.joined(separator: "\n")
        #expect(shown.contains("no item matches \"zucchini\""))
    }

    @Test func queryStartsWithTheFilterOpenAndOnlyMatchesListed() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--query", "rr", file.path], typing: [.key(.enter)])
        #expect(run.output == "cherry\n")
        let shown = try #require(run.screen?.framesBeforeEvents.first).lines.joined(separator: "\n")
        #expect(shown.contains("elderberry") && !shown.contains("banana"))
    }

    @Test func selectOneChoosesTheOnlyMatchWithoutOpeningTheScreen() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--select-1", "--query", "dam", file.path])
        #expect(run.status == ExitCode.chosen)
        #expect(run.output == "damson\n")
        #expect(run.screen == nil)
    }

    @Test func exitZeroWithoutAMatchStillPrintsTheQueryWithPrintQuery() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--exit-0", "--print-query", "--query", "zzz", file.path])
        #expect(run.status == ExitCode.noMatch)
        #expect(run.output == "zzz\n")
        #expect(run.screen == nil)
        let quiet = try BrowserRun.run(["--exit-0", "--query", "zzz", file.path])
        #expect(quiet.output == "")
    }

    @Test func selectOneOpensTheScreenWhenSeveralMatch() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--select-1", "--query", "rr", file.path], typing: [.key(.enter)])
        #expect(run.screen != nil)
        #expect(run.output == "cherry\n")
    }

    @Test func controlTCyclesTheRowStyle() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--style", "line", file.path], typing: [.key(.control("t")), .key(.enter)])
        let frames = try #require(run.screen?.framesBeforeEvents)
        try #require(frames.count == 2)
        func row(of name: String, in lines: [String]) -> Int? { lines.firstIndex { $0.contains(name) } }
        let before = try #require(row(of: "banana", in: frames[0].lines))
        let after = try #require(row(of: "banana", in: frames[1].lines))
        // A line row is one row high; in the card style that follows, apple's card takes four
        // (frame, name, frame, shadow) above banana's.
        #expect(before == 1)
        #expect(after == 5)
        #expect(run.output == "apple\n")
    }
}

/// `--select` with `--anchor` on screens of other sizes than the list's placeholder.
@Suite struct BrowserSelectAnchorTests {
    private let names = (0..<100).map { "item-\($0 + 1000)" }

    private func line(of name: String, selecting anchor: String, height: Int) throws -> Int? {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--style", "line", "--select", name, "--anchor", anchor, file.path],
                                     typing: [.key(.enter)], width: 60, height: height)
        #expect(run.output == name + "\n")
        return try #require(run.screen?.framesBeforeEvents.first).lines.firstIndex { $0.contains(name) }
    }

    @Test func anchorBottomPutsTheItemAboveTheStatusLineOfATallScreen() throws {
        // 30 rows: the list takes rows 0…28, the status line row 29.
        #expect(try line(of: "item-1050", selecting: "bottom", height: 30) == 28)
    }

    @Test func anchorCenterPutsTheItemInTheMiddleOfATallScreen() throws {
        // 41 rows: a list of 40, so a one-row item has 19 rows above it and 20 below.
        #expect(try line(of: "item-1050", selecting: "center", height: 41) == 19)
    }

    @Test func anchorBottomPutsTheItemAboveTheStatusLineOfAShortScreen() throws {
        #expect(try line(of: "item-1050", selecting: "bottom", height: 10) == 8)
    }
}
