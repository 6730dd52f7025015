import Foundation
import Testing

/// Emoji sequences in a real terminal (tmux 3.3 draws ❤️ one column wide, a flag in two, 👍🏽
/// as 👍 and 🏽 side by side, and joins a ZWJ sequence into the cell of its first emoji): the
/// startup probe learns that, sequences survive whole or as their parts, frames stay aligned,
/// and the probe leaves nothing on the screen or in the input.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct TerminalClusterWidthTests {
    private let catalog: [String: [UInt8]] = ["emoji.json": Array("""
        [{"name": "Heart ❤️ flag 🇫🇷 tone 👍🏽", "summary": "family 👩‍👩‍👧‍👦 trio 👨‍👩‍👧 end"},
         {"name": "Plain", "summary": "nothing special"}]
        """.utf8)]

    /// The card as tmux holds it: each sequence in the columns tmux gives it, so the right
    /// edge is where it is on the lines without emoji. (The item has no image, so the card
    /// draws no empty image box.)
    private let card = [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃▶Heart ❤️ flag 🇫🇷 tone 👍🏽                     ┃░",
        "┃ family 👩👩👧👦 trio 👨‍👩‍👧 end                   ┃░",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛░",
    ]

    @Test func sequencesSurviveAndTheFrameStaysAligned() throws {
        let pane = try TmuxPane.browsing("emoji.json", width: 50, height: 12, files: catalog)
        let screen = try pane.capture()
        expectScreen(Array(screen.prefix(4)), card)
    }

    @Test func printingToTheTerminalUsesTheSameWidths() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let pane = try TmuxPane(width: 50, height: 24, files: catalog,
                                script: "\(TmuxPane.cardlist) --print --width 50 emoji.json; echo done > finished; exec sleep 60")
        _ = try pane.waitForFile("finished")
        let screen = try pane.capture()
        let printed = card.map { $0.replacingOccurrences(of: "┏", with: "╭").replacingOccurrences(of: "━", with: "─")
            .replacingOccurrences(of: "┓", with: "╮").replacingOccurrences(of: "┃", with: "│").replacingOccurrences(of: "▶", with: " ")
            .replacingOccurrences(of: "┗", with: "╰").replacingOccurrences(of: "┛", with: "╯") }
        expectScreen(Array(screen.prefix(4)), printed)
    }

    @Test func probeLeavesNothingOnScreenOrInTheInputAndAKeyTypedAtOnceArrives() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        // Echo off, so a key typed before the list starts is not shown by the tty itself; the
        // shell stays, as a dead pane loses what was on its screen.
        let script = "stty -echo; echo marker; sh -c 'echo $$ > pid; exec \"$0\" \"$@\"' \(TmuxPane.cardlist) emoji.json > out; "
            + "stty -icanon min 0 time 5; cat > leftover; stty echo icanon; echo done > finished; exec sleep 60"
        let pane = try TmuxPane(width: 50, height: 12, files: catalog, script: script)
        _ = try pane.waitForFile("pid")
        // Typed as the list starts: type-ahead jumps to "Plain".
        try pane.type("P")
        try pane.waitForSelection("Plain")
        try pane.sendKeys("Enter")
        _ = try pane.waitForFile("finished")
        #expect(pane.file("out") == "Plain\n")
        #expect(pane.bytes(ofFile: "leftover") == [], "left in the input: \(pane.bytes(ofFile: "leftover"))")
        let screen = try pane.capture()
        expectScreen(screen, ["marker"] + Array(repeating: "", count: 11))
    }
}
