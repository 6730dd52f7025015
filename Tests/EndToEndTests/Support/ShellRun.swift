import Foundation

/// A command run by a shell inside a ``TmuxPane``, with the terminal settings recorded around
/// it: `stty -g` before and after, its stdout, stderr and exit status in files.
struct ShellRun {
    /// The shell script that runs `command` this way (`pid` gets the command's process id,
    /// since the command `exec`s in a child shell that wrote `$$` first).
    static func script(_ command: String) -> String {
        "stty -g > before; sh -c 'echo $$ > pid; exec \"$0\" \"$@\"' \(command) > out 2> err; echo $? > code; stty -g > after"
    }

    /// The same, with the command reading the output of the shell pipeline `input` on stdin
    /// (`cat items.jsonl`, `printf 'a\nb\n'`), as in `input | command`.
    static func script(_ command: String, input: String) -> String {
        "stty -g > before; \(input) | sh -c 'echo $$ > pid; exec \"$0\" \"$@\"' \(command) > out 2> err; echo $? > code; stty -g > after"
    }

    /// What the run left behind, once it has finished.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var settingsBefore: String
        var settingsAfter: String
    }

    /// Waits for the command started by ``script(_:)`` to finish and reads its files.
    static func result(in pane: TmuxPane, timeout: Duration = .seconds(10)) throws -> Result {
        let code = try pane.waitForFile("code", timeout: timeout)
        _ = try pane.waitForFile("after", timeout: timeout)
        return Result(status: Int32(code.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
                      stdout: pane.file("out") ?? "",
                      stderr: pane.file("err") ?? "",
                      settingsBefore: pane.file("before") ?? "",
                      settingsAfter: pane.file("after") ?? "")
    }

    /// The process id of the running command.
    static func processID(in pane: TmuxPane) throws -> Int32 {
        Int32(try pane.waitForFile("pid").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
}
