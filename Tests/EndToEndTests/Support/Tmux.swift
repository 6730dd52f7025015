import Foundation

/// Runs the `tmux` client.
enum Tmux {
    /// The `tmux` executable on `PATH`, if any.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Whether tmux is installed; the end-to-end tests are skipped without it.
    static var isInstalled: Bool { executable != nil }

    /// The result of one tmux command.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `tmux` with `arguments` and waits for it.
    @discardableResult
    static func run(_ arguments: [String]) throws -> Output {
        guard let executable else { throw HarnessError("tmux is not installed") }
        // Files, not pipes: `new-session` forks the tmux server, which would keep a pipe
        // open. posix_spawn and waitpid, not Foundation's Process, whose waitUntilExit can
        // stall when every thread of the test pool is waiting in it.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("out").path, errPath = scratch.appendingPathComponent("err").path
        // NO_COLOR from the test runner would turn colours off in every pane.
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" && $0.key != "NO_COLOR" }.map { "\($0.key)=\($0.value)" }
        let status = try spawnAndWait(executable, arguments: arguments, environment: environment, stdout: outPath, stderr: errPath)
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
        let stderr = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        return Output(status: status,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `executable` with stdin from /dev/null and stdout/stderr into files; returns its exit status.
    static func spawnAndWait(_ executable: String, arguments: [String], environment: [String], stdout: String, stderr: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The test runner's threads block signals (SIGCHLD, SIGTERM, …) and a spawned process
        // inherits that mask: give tmux, and so the programs in its panes, a clean one.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw HarnessError("cannot start \(executable): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw HarnessError("waitpid failed: \(errno)") }
        }
        // WIFEXITED / WEXITSTATUS, written out: the macros do not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}

/// A failure of the test harness itself (tmux missing, a deadline passed, …).
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
