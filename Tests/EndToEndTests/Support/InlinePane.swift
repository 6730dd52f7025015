import Foundation
import Glibc

/// An interactive shell in a pane that printed numbered lines (`earlier 1`, …) and then
/// started cardlist inline (`--height …`), reading the file `input` and writing `out`.
///
/// The list runs through the script `run` (`sh run ARGS`), which writes its process id to
/// `pid` first, so a test can signal that process and no other, and keeps the command
/// line short.
struct InlinePane {
    let pane: TmuxPane
    /// The screen's rows above the list when it started: the earlier lines and the command.
    let above: [String]

    /// Starts the shell, prints `earlier` numbered lines, and runs `sh run ARGUMENTS`
    /// (`program`, cardlist unless given; Swift's crash report off, stderr into `err`),
    /// with the shell commands `around` it on the same line.
    static func start(width: Int = 60, height: Int = 20, earlier: Int, input: String, arguments: String,
                      program: String = CardlistExecutable.path, around: (before: String, after: String) = ("", "")) throws -> InlinePane {
        let script = "echo $$ > pid; SWIFT_BACKTRACE=enable=no exec '\(program)' \"$@\" < input > out 2> err\n"
        let pane = try TmuxPane.interactiveShell(width: width, height: height, files: ["input": Array(input.utf8), "run": Array(script.utf8)])
        try pane.runInShell("clear")
        try pane.waitFor("a clear screen") { $0.first == "$" || $0.first == "$ " }
        if earlier > 0 {
            try pane.runInShell("i=1; while [ $i -le \(earlier) ]; do echo earlier $i; i=$((i+1)); done")
            try pane.waitFor("the earlier lines") { $0.contains("earlier \(earlier)") && $0.last(where: { !$0.isEmpty }) == "$" }
        }
        let line = around.before + "sh run \(arguments)" + around.after
        let command = "$ " + line
        let before = try pane.capture().filter { !$0.isEmpty && $0 != "$" && $0 != "$ " }
        try pane.runInShell(line)
        return InlinePane(pane: pane, above: before + [command])
    }

    /// The process id of the list.
    var pid: pid_t {
        get throws { pid_t(try pane.waitForFile("pid").trimmingCharacters(in: .whitespacesAndNewlines))! }
    }

    /// Waits for the list's status line (`100/100`) and returns the screen.
    @discardableResult
    func waitForList(status: String) throws -> [String] {
        try pane.waitFor("the list's status '\(status)'") { screen in screen.contains { $0.hasPrefix(" " + status) } }
    }

    /// Waits until the shell prompt is back after the list ended, and returns the screen
    /// and the cursor's row; the exit status goes to `code`, the settings to `after`.
    func waitForPrompt() throws -> (screen: [String], cursorRow: Int) {
        let screen = try pane.waitFor("the prompt after the list") { screen in
            !screen.contains { $0.contains("F1 help") || $0.contains("crashes") } && screen.last(where: { !$0.isEmpty }).map { $0 == "$" || $0 == "$ " } == true
        }
        let row = Int(try pane.format("#{cursor_y}")) ?? -1
        try pane.runInShell("echo $? > code; stty -g > after")
        return (screen, row)
    }

    /// The exit status the shell saw.
    func exitCode() throws -> String { try pane.waitForFile("code") }

    /// Whether the terminal's settings are those the shell had before the list.
    func settingsRestored() throws -> Bool { try pane.waitForFile("after") == pane.file("before") }
}
