import Foundation
import Testing

/// The completion of `cardlist --bash`, `--zsh` and `--fish`: `**` then Tab (Shift-Tab in
/// fish) opens a picker chosen by the command, and cardlist's own options complete from
/// the option table; in real shells with a clean configuration.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct ShellCompletionTests {
    private func session(_ kind: ShellSession.Kind, setup: String = "") throws -> ShellSession {
        try #require(ShellSession.isInstalled(kind), "\(kind) is not installed")
        return try ShellSession(kind, setup: setup, files: ["src/main.swift": "", "a b.txt": ""], directories: ["dir one/inner"])
    }

    /// Types `line` (with the trigger in bash and zsh) and presses the completion key.
    private func complete(_ shell: ShellSession, _ line: String) throws {
        let typed = shell.kind == .fish ? line : line + "**"
        try shell.typeCommand(typed)
        try shell.pane.sendKeys(shell.kind == .fish ? "BTab" : "Tab")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerCompletesFilesUnderTheTypedDirectory(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try complete(shell, "cat src/")
        try shell.waitForPicker(showing: "src/main.swift")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine("cat src/main.swift")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerQuotesThePickedFileForTheShell(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try complete(shell, "cat a")
        try shell.waitForPicker(showing: "a b.txt")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine(kind == .bash ? #"cat a\ b.txt"# : "cat 'a b.txt'")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerAfterCdOffersOnlyDirectories(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try complete(shell, "cd ")
        try shell.waitForPicker(showing: "dir one/inner")
        let screen = try shell.pane.capture()
        #expect(!screen.contains { $0.contains("main.swift") || $0.contains("a b.txt") })
        try shell.pane.type("inner")
        try shell.waitForPicker(showing: " 1/")
        try shell.pane.sendKeys("Enter")
        let expected = switch kind {
        case .bash: #"cd dir\ one/inner/"#
        case .zsh: "cd 'dir one/inner'/"
        case .fish: "cd 'dir one/inner/'"
        }
        try shell.waitForCommandLine(expected)
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerAfterKillOffersProcessesAndInsertsThePid(kind: ShellSession.Kind) throws {
        let marker = 4200 + ShellSession.Kind.allCases.firstIndex(of: kind)!
        let shell = try session(kind, setup: "sleep \(marker) > /dev/null 2>&1 &")
        try complete(shell, "kill -9 ")
        try shell.waitForPicker(showing: "PID")
        try shell.pane.type("sleep \(marker)")
        try shell.pane.waitFor("the sleeping process as the current row", timeout: .seconds(20)) { screen in
            screen.contains { $0.hasPrefix("▶") && $0.hasSuffix(" sleep \(marker)") }
        }
        try shell.pane.sendKeys("Enter")
        let screen = try shell.pane.waitFor("a pid on the command line") { screen in
            !ShellSession.isPicker(screen) && shell.commandLine(in: screen)?.range(of: #"^kill -9 \d+$"#, options: .regularExpression) != nil
        }
        let pid = shell.commandLine(in: screen)!.split(separator: " ").last.map(String.init)!
        let command = try String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)
        #expect(command == "sleep\0\(marker)\0")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerAfterSshOffersTheConfiguredHosts(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        let ssh = shell.home.appendingPathComponent(".ssh")
        try FileManager.default.createDirectory(at: ssh, withIntermediateDirectories: true)
        try Data("Host alpha-host *.wild\n  User me\n".utf8).write(to: ssh.appendingPathComponent("config"))
        try complete(shell, "ssh me@")
        try shell.waitForPicker(showing: "alpha-host")
        try shell.pane.type("alpha")
        try shell.waitForPicker(showing: " 1/")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine("ssh me@alpha-host")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerAfterSshWithoutUserInsertsTheBareHost(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        let ssh = shell.home.appendingPathComponent(".ssh")
        try FileManager.default.createDirectory(at: ssh, withIntermediateDirectories: true)
        try Data("Host alpha-host beta-host\n".utf8).write(to: ssh.appendingPathComponent("config"))
        try complete(shell, "ssh ")
        try shell.waitForPicker(showing: "beta-host")
        try shell.pane.type("beta")
        try shell.waitForPicker(showing: " 1/")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine("ssh beta-host")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func triggerAfterUnsetOffersVariables(kind: ShellSession.Kind) throws {
        let shell = try session(kind, setup: kind == .fish ? "set -gx CARDLIST_TEST_VARIABLE 1" : "export CARDLIST_TEST_VARIABLE=1")
        try complete(shell, kind == .fish ? "set -e CARDLIST_TEST_V" : "unset CARDLIST_TEST_V")
        try shell.waitForPicker(showing: "CARDLIST_TEST_VARIABLE")
        try shell.pane.sendKeys("Enter")
        try shell.waitForCommandLine(kind == .fish ? "set -e CARDLIST_TEST_VARIABLE" : "unset CARDLIST_TEST_VARIABLE")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func escapeLeavesTheWordAndTheTriggerAsTyped(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try complete(shell, "echo keep")
        try shell.waitForPicker(showing: "")
        try shell.pane.sendKeys("Escape")
        try shell.waitForCommandLine(kind == .fish ? "echo keep" : "echo keep**")
    }

    /// Tab without the trigger still completes as the shell did before the script.
    @Test(arguments: [ShellSession.Kind.bash, .zsh])
    func tabWithoutTheTriggerCompletesAsBefore(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        try shell.typeCommand("ls sr")
        try shell.pane.sendKeys("Tab")
        try shell.waitForCommandLine("ls src/")
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func cardlistOptionsAndTheirValuesComplete(kind: ShellSession.Kind) throws {
        let shell = try session(kind)
        // zsh completes an option that takes a value up to its = (its _arguments' way).
        let separator = kind == .zsh ? "=" : " "
        try shell.typeCommand("cardlist --sty")
        try shell.pane.sendKeys("Tab")
        try shell.waitForCommandLine("cardlist --style" + (kind == .zsh ? "=" : ""))
        try shell.pane.sendKeys("C-u")
        try shell.typeCommand("cardlist --style\(separator)c")
        try shell.pane.sendKeys("Tab")
        try shell.waitForCommandLine("cardlist --style\(separator)card")
        try shell.pane.sendKeys("C-u")
        try shell.typeCommand("cardlist --image-dir di")
        try shell.pane.sendKeys("Tab")
        try shell.waitForCommandLine(#"cardlist --image-dir dir\ one/"#)
    }
}
