import Glibc

/// Waiting for `tmux display-popup` while SIGINT, SIGTERM and SIGHUP are passed on to the
/// list in the popup: the list ends (and the popup closes) with the process that opened it.
///
/// The handler only records the signal (async-signal-safe); the storage is static because
/// a C signal handler cannot capture context.
enum TmuxPopupSignals {
    nonisolated(unsafe) private static var received: Int32 = 0

    /// Starts `arguments` (`tmux …`, found on `PATH`), waits for it and returns its exit code
    /// (128 + N when ended by signal N). A signal that arrives meanwhile is sent to the process
    /// whose id is in `pidFile` (the popup's list, once it has started).
    static func waitForwarding(_ arguments: [String], pidFile: String) -> Int32 {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in TmuxPopupSignals.received = signal }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        let signals = [SIGINT, SIGTERM, SIGHUP]
        var previous = Array(repeating: sigaction(), count: signals.count)
        for (index, signal) in signals.enumerated() { sigaction(signal, &action, &previous[index]) }
        defer { for (index, signal) in signals.enumerated() { sigaction(signal, &previous[index], nil) } }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in signals + [SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawnp(&pid, argv[0]!, nil, &attributes, argv, environ) == 0 else { return 127 }
        var status: Int32 = 0
        var forwarded = false
        while true {
            // Blocking while nothing is to be passed on; polling while a signal waits for
            // the list to write its process id.
            let pending = received != 0 && !forwarded
            let waited = waitpid(pid, &status, pending ? WNOHANG : 0)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { return 127 }
            if received != 0, !forwarded, let list = listProcess(pidFile) {
                kill(list, received)
                forwarded = true
            } else if waited == 0 {
                usleep(20_000)
            }
        }
        // WIFEXITED / WEXITSTATUS, written out: the macros do not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// The process id written in `path`, if any.
    private static func listProcess(_ path: String) -> pid_t? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let digits = buffer[..<count].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return pid_t(String(decoding: digits, as: UTF8.self)).flatMap { $0 > 0 ? $0 : nil }
    }
}
