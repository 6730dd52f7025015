import Foundation

/// A shell script run without a terminal (stdin from /dev/null unless the script pipes),
/// in a scratch directory of its own holding `files`: for the modes that open no UI.
struct ShellCommand {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String

    /// The standard output as text.
    var output: String { String(decoding: stdout, as: UTF8.self) }

    /// Runs `script` under `/bin/sh` with `LANG=C.UTF-8`, `$cardlist` set to the built binary,
    /// and `files` (name → bytes) in its working directory; waits for it.
    static func run(_ script: String, files: [String: [UInt8]] = [:], environment: [String: String] = [:]) throws -> ShellCommand {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes) in files {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        // LC_MONETARY too: a test that sets LANG for amounts must not meet the machine's.
        var variables = ProcessInfo.processInfo.environment.filter {
            !["NO_COLOR", "COLUMNS", "CARDLIST_DEFAULT_OPTS", "TMUX", "LC_MONETARY"].contains($0.key)
        }
        variables["LANG"] = "C.UTF-8"
        variables["LC_ALL"] = "C.UTF-8"
        variables["cardlist"] = CardlistExecutable.path
        variables.merge(environment) { $1 }
        let out = directory.appendingPathComponent(".stdout").path, err = directory.appendingPathComponent(".stderr").path
        let status = try Tmux.spawnAndWait("/bin/sh", arguments: ["-c", "cd '\(directory.path)' && " + script],
                                           environment: variables.map { "\($0.key)=\($0.value)" },
                                           stdout: out, stderr: err)
        return ShellCommand(status: status,
                            stdout: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data()),
                            stderr: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: err))) ?? Data(), as: UTF8.self))
    }
}
