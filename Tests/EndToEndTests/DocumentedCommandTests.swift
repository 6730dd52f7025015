import Foundation
import Testing

/// Every command the README, the man page and `--help` show is run: `make` lines with
/// `make -n`, the others in a real terminal in a scratch directory holding `Resources/`,
/// with `cardlist` on the PATH. A command that opens the list is left with Esc (or Enter
/// when its comment says so); it must not fail, and must do what its comment promises.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct DocumentedCommandTests {
    static let commands = DocumentedCommand.all(helpText: helpText())

    /// The output of `cardlist --help`, or empty when the binary is not built.
    private static func helpText() -> String {
        guard CardlistExecutable.exists else { return "" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardlistExecutable.path)
        process.arguments = ["--help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theDocumentsShowTheCommandsThisTestRuns() {
        // A guard against an extractor that finds nothing and so checks nothing.
        let sources = Set(Self.commands.map { $0.source.components(separatedBy: ":")[0] })
        #expect(sources.isSuperset(of: ["README.md", "docs/cardlist.1"]))
        #expect(Self.commands.filter { !$0.isMake }.count >= 12)
        #expect(Self.commands.contains { $0.command == "make run" })
        #expect(Self.commands.contains { $0.command.hasPrefix("drink=$(cardlist --select latte") && $0.pressesEnter })
        #expect(Self.commands.contains { $0.command.contains("--filter b") && $0.promisedOutput == "beta" && $0.promisedStatus == 0 })
    }

    @Test(arguments: commands.filter(\.isMake))
    func makeCommandIsATarget(_ documented: DocumentedCommand) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-n"] + documented.command.split(separator: " ").dropFirst().map(String.init)
        process.currentDirectoryURL = PackageRoot.url
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(documented.testDescription): \(message)")
    }

    @Test(arguments: commands.filter { !$0.isMake })
    func commandDoesWhatItsDocumentSays(_ documented: DocumentedCommand) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let resources = PackageRoot.url.appendingPathComponent("Resources").path
        let setup = "mkdir -p bin Resources && cp -R '\(resources)'/* Resources/ && ln -s \(TmuxPane.cardlist) bin/cardlist && PATH=\"$PWD/bin:$PATH\" && export PATH; "
        let run = "stty -g > before; ( \(documented.command) ) > out 2> err; echo $? > code; stty -g > after"
        let pane = try TmuxPane(width: 80, height: 24, script: setup + run)
        var openedTheList = false
        try pane.waitUntil("the command to finish or open the list", timeout: .seconds(20)) {
            if pane.file("code") != nil { return true }
            // The status line: the bottom row, or the one above the prompt in fzf's layout,
            // or anywhere with --height (the list then sits under the cursor).
            let screen = try pane.capture()
            guard (documented.command.contains("--height") ? screen[...] : screen.suffix(2)).contains(where: { $0.range(of: #"^ \d+/\d+"#, options: .regularExpression) != nil && !$0.contains("loading") })
            else { return false }
            openedTheList = true
            return true
        }
        if openedTheList {
            try pane.sendKeys(documented.pressesEnter ? "Enter" : "Escape")
        }
        let result = try ShellRun.result(in: pane, timeout: .seconds(20))
        let context = "\(documented.testDescription)\nstdout: \(result.stdout)\nstderr: \(result.stderr)"
        if let status = documented.promisedStatus {
            #expect(result.status == status, "\(context)")
        } else {
            #expect(result.status == 0 || (openedTheList && result.status == 130), "\(context)")
        }
        #expect(result.stderr.isEmpty, "\(context)")
        if let output = documented.promisedOutput {
            #expect(result.stdout == output + "\n", "\(context)")
        }
        #expect(result.settingsAfter == result.settingsBefore, "\(context)")
    }
}
