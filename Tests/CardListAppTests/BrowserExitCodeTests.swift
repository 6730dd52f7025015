import Testing
import CardListCore
import InputEvents
@testable import cardlist

/// The exit code of each way out of the list, as fzf gives them: a script tells "cancelled"
/// (130) from "nothing matched" (1).
@Suite struct BrowserExitCodeTests {
    private let fruit = ["Apple", "Banana", "Cherry"]

    @Test(arguments: [
        ("Esc", [InputEvent.key(.escape)]),
        ("Ctrl-G", [.key(.control("g"))]),
        ("Ctrl-Q", [.key(.control("q"))]),
        ("Esc twice from the filter line", [.key(.character("/")), .key(.character("b")), .key(.escape), .key(.escape)]),
        ("Ctrl-G from the filter line", [.key(.character("/")), .key(.character("b")), .key(.control("g"))]),
    ] as [(String, [InputEvent])])
    func leavingWithoutChoosingExits130AndPrintsNothing(way: String, keys: [InputEvent]) throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run(["--print-query", file.path], typing: keys)
        #expect(run.status == 130, "\(way)")
        #expect(run.output == "", "\(way)")
    }

    @Test func ctrlCExits130() throws {
        let file = try InputFile(fruit)
        let run = try BrowserRun.run([file.path], typing: [.key(.control("c"))])
        #expect(run.status == 130)
    }

    @Test func enterWithNoMatchExits1AndPrintsTheQueryWithPrintQuery() throws {
        let file = try InputFile(fruit)
        let keys: [InputEvent] = [.key(.character("/"))] + "zzz".map { .key(.character($0)) } + [.key(.enter)]
        let run = try BrowserRun.run(["--print-query", file.path], typing: keys)
        #expect(run.status == 1)
        #expect(run.output == "zzz\n")
        let quiet = try BrowserRun.run([file.path], typing: keys)
        #expect(quiet.status == 1)
        #expect(quiet.output == "")
    }
}
