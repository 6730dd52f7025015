import Glibc

/// Starting `SHELL -c COMMAND` with chosen descriptors, or in cardlist's place.
enum ShellSpawn {
    /// Starts the shell with `command`, its stdin, stdout and stderr these descriptors, the
    /// signals cardlist handles back to their defaults; in a process group of its own when
    /// `newGroup`. Returns the process id, or nil when it could not start.
    static func spawn(shell: String, command: [UInt8], environment: [String: String],
                      input: Int32, output: Int32, error: Int32, newGroup: Bool) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (source, target) in [(input, Int32(0)), (output, 1), (error, 2)] where source >= 0 {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&none)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if newGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let status = withArguments(shell: shell, command: command, environment: environment) { argv, envp in
            DescriptorLock.withLock { posix_spawn(&pid, argv[0]!, &actions, &attributes, argv, envp) }
        }
        return status == 0 ? pid : nil
    }

    /// Replaces this process by the shell running `command`; returns the error code only
    /// when that fails.
    static func replaceProcess(shell: String, command: [UInt8], environment: [String: String]) -> Int32 {
        withArguments(shell: shell, command: command, environment: environment) { argv, envp in
            execve(argv[0]!, argv, envp)
            return errno
        }
    }

    /// Calls `body` with the shell's arguments and the environment as C string arrays.
    private static func withArguments<T>(shell: String, command: [UInt8], environment: [String: String],
                                         _ body: ([UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let arguments = [Array(shell.utf8), Array("-c".utf8), command.filter { $0 != 0 }]
        let variables = environment.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)".utf8).filter { $0 != 0 } }
        func strings(_ list: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
            list.map { bytes in
                let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
                pointer[bytes.count] = 0
                return pointer
            } + [nil]
        }
        let argv = strings(arguments), envp = strings(variables)
        defer { (argv + envp).forEach { $0?.deallocate() } }
        return body(argv, envp)
    }
}
