import Foundation

extension TmuxPane {
    /// Starts an interactive shell in the pane (job control needs one) and records its
    /// terminal settings in the file `before`.
    static func interactiveShell(width: Int, height: Int, files: [String: [UInt8]] = [:]) throws -> TmuxPane {
        let pane = try TmuxPane(width: width, height: height, files: files, script: "PS1='$ ' exec sh -i")
        try pane.waitFor("the shell prompt") { $0.first?.hasPrefix("$") == true }
        try pane.runInShell("stty -g > before")
        _ = try pane.waitForFile("before")
        return pane
    }

    /// Types `command` at the shell prompt and presses Enter (one command a line: a shell
    /// goes on with the rest of a line when a job in it stops).
    func runInShell(_ command: String) throws {
        try type(command)
        try sendKeys("Enter")
    }

    /// Presses Ctrl-Z in the full-screen program, waits until it has left the alternate
    /// screen, and returns the terminal settings the shell then has (`stty -g`).
    func suspendWithControlZ() throws -> String {
        try sendKeys("C-z")
        try waitUntil("the alternate screen is left") { try !alternateScreenOn }
        try runInShell("stty -g > suspended")
        return try waitForFile("suspended")
    }
}
