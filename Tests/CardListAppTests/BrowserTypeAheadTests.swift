import CardListCore
import Testing
@testable import cardlist

/// Keys typed faster than the list draws (a burst, a paste) are all taken in before the
/// next frame.
@Suite struct BrowserTypeAheadTests {
    private let names = (0..<60).map { "item \($0)" } + ["seamless", "seam"]

    /// The keys of `text`; the scripted screen presses Esc once they are used up.
    private func typing(_ text: String) -> [InputEvent] {
        text.map { .key(.character($0)) }
    }

    /// A jump prefix that outlives any slow test machine.
    private let patient = ["--jump-timeout", "60000"]

    @Test func keysTypedAtOnceAreAnsweredWithOneFrame() throws {
        let file = try InputFile(names)
        // Esc at the end of the burst drops the jump prefix, so the list is idle after it.
        let run = try BrowserRun.run(patient + [file.path], typing: typing("seamless") + [.key(.escape)], typedAhead: true)
        let screen = try #require(run.screen)
        #expect(screen.framesDuringScript == 1)
        let answer = try #require(screen.frames.last).lines
        // "seamless" is selected (the selection marker depends on the character set the
        // process runs in); the status counts every item.
        let row = try #require(answer.first { $0.contains("seamless") })
        #expect(row.first == "▶" || row.first == ">", "\(row)")
        #expect(answer.last?.contains("62/62") == true)
    }

    @Test func keysTypedAtOnceIncludingEnterChooseWhatTheyJumpedTo() throws {
        let file = try InputFile(names)
        let run = try BrowserRun.run(patient + [file.path], typing: typing("seamless") + [.key(.enter)], typedAhead: true)
        #expect(run.output == "seamless\n")
    }
}
