import CardListCore
import CardListOptions
import Glibc
import Items
import Terminal
import Threading

/// The commands `--bind` actions run (``CommandRequest``): `execute` with the terminal,
/// `execute-silent` and `transform-query` beside the list, `reload`'s output read as the
/// items, and `become` in cardlist's place. Each gets its placeholders expanded, every
/// value quoted for the shell, and the list's environment with the `CARDLIST_*` variables;
/// every one still running is ended with the list.
final class CommandRunner {
    private let environment: [String: String]
    private let shell: String
    /// `execute-silent` commands still running, with their `{f}` files.
    private var silent: [(process: ChildProcess, files: [String])] = []
    /// `transform-query` commands still running: their request's id and what they printed so far.
    private var transforms: [(id: Int, process: ChildProcess, files: [String], bytes: [UInt8])] = []
    /// The reload running: its request's id, its command's process group and where its items arrive.
    private var reload: (id: Int, group: pid_t, queue: LoadQueue)?
    /// Reload commands stopped, not yet seen to end.
    private var stoppedReloads: [pid_t] = []

    init(environment: [String: String]) {
        self.environment = environment
        shell = ChildProcess.shell(from: environment)
    }

    /// Whether a command's result may still come (the list looks for it often).
    var isBusy: Bool { !transforms.isEmpty || reload != nil }

    /// The command line of `request`: the template with its placeholders filled in, and the
    /// files made for `{f}`.
    private func expand(_ request: CommandRequest) -> (command: [UInt8], files: [String]) {
        var files: [String] = []
        let command = request.template.expanded(with: request.input) { bytes in
            guard let path = PreviewRunner.temporaryFile(holding: bytes) else { return nil }
            files.append(path)
            return path
        }
        return (command, files)
    }

    /// The environment `request`'s command gets.
    private func variables(for request: CommandRequest) -> [String: String] {
        var variables = environment
        for (name, value) in request.variables { variables[name] = value }
        return variables
    }

    /// Starts an `execute-silent` command: nothing it prints is kept, nothing waits for it.
    func runSilently(_ request: CommandRequest) {
        let (command, files) = expand(request)
        collectFinished()
        do {
            silent.append((try ChildProcess(command: command, environment: variables(for: request), shell: shell, limit: 0), files))
        } catch {
            files.forEach { unlink($0) }
        }
    }

    /// Starts a `transform-query` command; its output comes from ``takeMessages()``.
    func startTransform(_ request: CommandRequest) {
        let (command, files) = expand(request)
        do {
            let process = try ChildProcess(command: command, environment: variables(for: request), shell: shell, limit: 64 << 10)
            transforms.append((request.id, process, files, []))
        } catch {
            files.forEach { unlink($0) }
        }
    }

    /// What the commands running beside the list produced since the last look, as the
    /// model's messages: the running reload's items and its end, then the output of each
    /// `transform-query` command that has ended.
    func takeMessages() -> [BrowserModel.Message] {
        var messages = reload?.queue.drain() ?? []
        if messages.contains(where: { if case .reloadFinished = $0 { true } else { false } }) { reload = nil }
        var ended: [BrowserModel.Message] = []
        for index in transforms.indices.reversed() {
            let output = transforms[index].process.takeOutput()
            transforms[index].bytes += output.bytes
            if output.isFinished {
                ended.insert(.commandOutput(id: transforms[index].id, bytes: transforms[index].bytes), at: 0)
                transforms[index].files.forEach { unlink($0) }
                transforms.remove(at: index)
            }
        }
        collectFinished()
        messages += ended
        return messages
    }

    /// Runs an `execute` command with the terminal (its stdin, stdout and stderr) and waits
    /// for it; Ctrl-C meanwhile ends the command, not the list.
    func execute(_ request: CommandRequest, on screen: any Screen) {
        let (command, files) = expand(request)
        defer { files.forEach { unlink($0) } }
        let variables = variables(for: request)
        screen.suspend {
            let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
            defer { if tty >= 0 { close(tty) } }
            // The list ignores the terminal's signals while the command has the terminal;
            // the command gets them as it would in the shell.
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var previousInterrupt = sigaction(), previousQuit = sigaction()
            sigaction(SIGINT, &ignore, &previousInterrupt)
            sigaction(SIGQUIT, &ignore, &previousQuit)
            defer {
                sigaction(SIGINT, &previousInterrupt, nil)
                sigaction(SIGQUIT, &previousQuit, nil)
            }
            let terminal = tty >= 0 ? tty : STDERR_FILENO
            guard let pid = ShellSpawn.spawn(shell: shell, command: command, environment: variables,
                                             input: terminal, output: terminal, error: terminal, newGroup: false) else { return }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
    }

    /// Starts a `reload` command, stopping one still running; its items come from
    /// ``takeMessages()``.
    func startReload(_ request: CommandRequest, options: Options) {
        stopReload()
        let (command, files) = expand(request)
        guard let ends = DescriptorLock.pipe() else { return }
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        let pid = ShellSpawn.spawn(shell: shell, command: command, environment: variables(for: request),
                                   input: null, output: ends[1], error: null, newGroup: true)
        close(ends[1])
        if null >= 0 { close(null) }
        guard let pid else {
            close(ends[0])
            files.forEach { unlink($0) }
            return
        }
        _ = ChildGroups.add(pid)
        let queue = LoadQueue(), id = request.id
        let stream = ItemStream(reloading: ChunkedInput(descriptor: ends[0], displayName: "reload"), options: options)
        BackgroundThread.start(name: "reload", stackSize: 8 << 20) {
            do {
                _ = try stream.read(chunkSize: 1 << 18, firstChunkSize: 1 << 14) { queue.push(.reloadItems(id: id, $0)) }
                queue.push(.reloadFinished(id: id, error: nil))
            } catch {
                queue.push(.reloadFinished(id: id, error: error))
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            ChildGroups.remove(pid)
            files.forEach { unlink($0) }
        }
        reload = (request.id, pid, queue)
    }

    /// Ends the running reload's command (its whole group).
    private func stopReload() {
        guard let reload else { return }
        kill(-reload.group, SIGTERM)
        kill(-reload.group, SIGCONT)
        stoppedReloads.append(reload.group)
        self.reload = nil
    }

    /// Replaces cardlist by `request`'s command (`execve` of the shell), its stdin the
    /// terminal when cardlist's is not; returns only when that fails.
    func become(_ request: CommandRequest) -> Int32 {
        stopAll()
        // `{f}` files are left for the command: nothing is left here to remove them.
        let (command, _) = expand(request)
        if isatty(STDIN_FILENO) == 0 {
            let tty = open("/dev/tty", O_RDONLY)
            if tty >= 0 {
                dup2(tty, STDIN_FILENO)
                close(tty)
            }
        }
        // The signals the list caught or blocked are the command's own again.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        return ShellSpawn.replaceProcess(shell: shell, command: command, environment: variables(for: request))
    }

    /// Ends every command still running and waits for them: for the list's end.
    func stopAll() {
        stopReload()
        for group in stoppedReloads {
            kill(-group, SIGKILL)
        }
        stoppedReloads = []
        for entry in silent {
            entry.process.stopAndWait()
            entry.files.forEach { unlink($0) }
        }
        silent = []
        for entry in transforms {
            entry.process.stopAndWait()
            entry.files.forEach { unlink($0) }
        }
        transforms = []
    }

    /// Lets go of the `execute-silent` commands that have ended.
    private func collectFinished() {
        silent.removeAll { entry in
            guard entry.process.isFinished else { return false }
            entry.files.forEach { unlink($0) }
            return true
        }
        stoppedReloads.removeAll { kill(-$0, 0) != 0 }
    }
}
