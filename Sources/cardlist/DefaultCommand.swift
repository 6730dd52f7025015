import CardListCore
import Glibc
import Items

/// `CARDLIST_DEFAULT_COMMAND`: with no FILE and stdin a terminal, the items are what this
/// command prints, run as fzf runs `FZF_DEFAULT_COMMAND`: with `$SHELL -c` (`/bin/sh -c`
/// when `SHELL` is unset or empty), stdin from `/dev/null`, stderr left to the terminal.
///
/// The command runs in a process group of its own, which ``stopAll()`` ends when the list
/// does: a command that never ends or never prints does not outlive cardlist.
enum DefaultCommand {
    /// The variable's name.
    static let variable = "CARDLIST_DEFAULT_COMMAND"

    /// The process groups started so far (at most one per run).
    nonisolated(unsafe) private static var groups: [pid_t] = []

    /// Starts `command` and returns the input its output arrives on, or nil when the
    /// pipe or the process could not be made.
    static func start(_ command: String, shell: String?) -> ChunkedInput? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writing, 1)
        // Signals cardlist blocks or catches are the command's own again; it leads a group.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), caught = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&caught)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD] { sigaddset(&caught, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &caught)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let program = (shell?.isEmpty == false ? shell : nil) ?? "/bin/sh"
        let words: [String] = [program, "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        close(writing)
        guard spawned == 0 else {
            close(reading)
            return nil
        }
        groups.append(pid)
        return ChunkedInput(descriptor: reading, displayName: "$" + variable)
    }

    /// Ends every command started (its whole process group), whether or not it has
    /// finished printing.
    static func stopAll() {
        for group in groups { kill(-group, SIGTERM) }
        groups.removeAll()
    }
}
