import Foundation
import Testing

/// The terminal is given back as it was however the list ends: same `stty -g`, main screen.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserRestoreTests {
    private let coffee: [String: [UInt8]]

    init() throws {
        coffee = ["coffee.json": try PackageRoot.bytes(of: "Resources/coffee.json")]
    }

    @Test(arguments: [("Enter", 0), ("Escape", 130), ("C-g", 130), ("C-q", 130), ("C-c", 130)] as [(String, Int32)])
    func leavingByKeyRestoresTheTerminal(key: String, status: Int32) throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        #expect(try pane.alternateScreenOn)
        try pane.sendKeys(key)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == status)
        try expectRestored(result, in: pane)
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)] as [(Int32, Int32)])
    func signalWhileTheListIsOpenRestoresTheTerminal(signal: Int32, status: Int32) throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        let pid = try ShellRun.processID(in: pane)
        try #require(pid > 0)
        #expect(kill(pid, signal) == 0)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == status)
        #expect(result.stdout == "")
        try expectRestored(result, in: pane)
    }

    @Test func signalWhileHelpAndFilterAreOpenRestoresTheTerminal() throws {
        let pane = try TmuxPane.browsing("coffee.json", files: coffee)
        try pane.type("/milk")
        try pane.waitFor("the filter line") { $0.first?.hasPrefix("/ milk") == true }
        try pane.sendKeys("F1")
        try pane.waitFor("the help") { $0.contains { $0.contains("Keys") } }
        let pid = try ShellRun.processID(in: pane)
        #expect(kill(pid, SIGTERM) == 0)
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 143)
        try expectRestored(result, in: pane)
    }
}
