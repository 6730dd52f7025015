import Testing
import CardListCore
import InputEvents
@testable import cardlist
@testable import CardListOptions

/// `--typing filter`: fzf's way, where letters go into the always-open query line and the
/// keys do what fzf's default bindings do.
@Suite struct BrowserTypingFilterTests {
    private let names = ["foo/bar.baz", "alpha", "beta", "gamma"]

    private func keys(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

    @Test func lettersFilterAtOnceAndEnterChoosesTheMatch() throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--typing", "filter", file.path], typing: keys("bet") + [.key(.enter)])
        #expect(run.status == 0)
        #expect(run.output == "beta\n")
        let jumping = try BrowserRun.run([file.path], typing: keys("bet") + [.key(.enter)])
        #expect(jumping.output == "beta\n", "the default jumps to the name instead")
    }

    @Test func aSlashIsTypedIntoTheQueryNotTakenAsAKey() throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--typing", "filter", "--print-query", file.path], typing: keys("o/b") + [.key(.enter)])
        #expect(run.output == "o/b\nfoo/bar.baz\n")
    }

    @Test(arguments: [("Esc", InputEvent.key(.escape)), ("Ctrl-D on an empty query", .key(.control("d")))])
    func leavingFromTheQueryLineExits130(way: String, key: InputEvent) throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(["--typing", "filter", file.path], typing: [key])
        #expect(run.status == 130, "\(way)")
        #expect(run.output == "", "\(way)")
    }

    @Test func ctrlDDeletesTheCharacterUnderTheCursorWhenTheQueryIsNotEmpty() throws {
        let file = try InputFile(names)
        let typed = keys("gxa") + [.key(.left), .key(.left), .key(.control("d")), .key(.enter)]
        let run = try BrowserRun.run(["--typing", "filter", "--print-query", file.path], typing: typed)
        #expect(run.status == 0)
        #expect(run.output == "ga\ngamma\n")
    }

    @Test func ctrlKMovesUpAndCtrlJDown() throws {
        let file = try InputFile(names)
        let typed: [InputEvent] = [.key(.control("j")), .key(.control("j")), .key(.control("k")), .key(.enter)]
        let run = try BrowserRun.run(["--typing", "filter", "--reverse", file.path], typing: typed)
        #expect(run.output == "alpha\n")
    }

    @Test func theListGrowsUpwardsAsInFzfSoUpMovesToTheNextItem() throws {
        let file = try InputFile(names)
        let typed: [InputEvent] = [.key(.up), .key(.up), .key(.up), .key(.down), .key(.enter)]
        let run = try BrowserRun.run(["--typing", "filter", file.path], typing: typed)
        #expect(run.output == "beta\n")
        let reverse = try BrowserRun.run(["--typing", "filter", "--layout=reverse", file.path], typing: typed)
        #expect(reverse.output == "alpha\n", "--layout still wins")
    }

    @Test func altBackspaceDeletesOneWordOfAPathAndCtrlWBackToABlank() throws {
        let file = try InputFile(names)
        let altBackspace = InputEvent.key(.alt(Key.backspaceCharacter))
        let word = try BrowserRun.run(["--typing", "filter", "--print-query", file.path],
                                      typing: keys("foo/bar.baz") + [altBackspace, .key(.enter)])
        #expect(word.output == "foo/bar.\nfoo/bar.baz\n")
        let blank = try BrowserRun.run(["--typing", "filter", "--print-query", file.path],
                                       typing: keys("x foo/bar.baz") + [.key(.control("w")), .key(.enter)])
        #expect(blank.output.hasPrefix("x \n"))
    }

    @Test func theDefaultOptionsVariableCanAskForIt() throws {
        let options = try Options.parse([], environment: ["CARDLIST_DEFAULT_OPTS": "--typing filter"])
        #expect(options.typing == .filter)
    }
}
