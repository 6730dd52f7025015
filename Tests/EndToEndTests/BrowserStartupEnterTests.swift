import Foundation
import Testing

/// Enter typed before the list is ready, while the terminal still turns it into a newline.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserStartupEnterTests {
    @Test func enterTypedBeforeStartUpChoosesTheFirstItem() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        // The pause in the script is not a wait of the test: it makes sure the Enter reaches
        // the terminal before cardlist starts, as when it is typed right after the command.
        let script = "sleep 0.5; " + ShellRun.script("\(TmuxPane.cardlist) --style line -", input: "seq 100")
        let pane = try TmuxPane(width: 40, height: 8, script: script)
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(result.stdout == "1\n")
        #expect(result.settingsAfter == result.settingsBefore)
    }
}
