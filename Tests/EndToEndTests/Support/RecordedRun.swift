import Foundation

/// A run of `cardlist` in a ``TmuxPane`` with everything it writes to the terminal recorded,
/// for the cases that must never open the UI (errors, `--exit-0`, `--select-1`).
struct RecordedRun {
    var pane: TmuxPane
    var result: ShellRun.Result
    /// Every byte the run wrote to the terminal.
    var terminalOutput: [UInt8]

    /// Whether the run switched to the alternate screen at any point.
    var enteredAlternateScreen: Bool {
        String(decoding: terminalOutput, as: UTF8.self).contains("\u{1B}[?1049h")
    }

    /// Starts recording, then runs `cardlist arguments` (stdin from the pipeline `input` when
    /// given) and waits for it to finish and for its terminal output to be recorded.
    static func run(_ arguments: String, files: [String: [UInt8]] = [:], input: String? = nil,
                    width: Int = 40, height: Int = 8) throws -> RecordedRun {
        let command = "\(TmuxPane.cardlist) \(arguments)"
        let run = input.map { ShellRun.script(command, input: $0) } ?? ShellRun.script(command)
        let pane = try TmuxPane(width: width, height: height, files: files, script: "read go; \(run); echo end-of-run")
        try pane.recordOutput(to: "tty")
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        // The marker comes after everything the program wrote to the terminal.
        try pane.waitUntil("the terminal output is recorded") {
            String(decoding: pane.bytes(ofFile: "tty"), as: UTF8.self).contains("end-of-run")
        }
        return RecordedRun(pane: pane, result: result, terminalOutput: pane.bytes(ofFile: "tty"))
    }
}
