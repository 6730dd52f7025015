import Foundation

/// A real terminal for end-to-end tests: a detached tmux server on a private socket with one
/// pane of a fixed size running a shell script, in a scratch directory of its own.
///
/// Each pane has its own server, so tests run in parallel without seeing each other; the
/// server is killed and the directory removed by ``close()`` or, at the latest, on deinit,
/// so a failing test cleans up too. The pane stays on screen after its command exits
/// (`remain-on-exit`), so the screen and the alternate-screen flag can still be checked.
///
///     let pane = try TmuxPane(width: 40, height: 8, script: "\(terminalDemo)")
///     try pane.waitFor("the first frame") { $0.first?.hasPrefix("╭") == true }
///     try pane.sendKeys("Up")
final class TmuxPane {
    /// The scratch directory: the script's working directory, where its files go.
    let directory: URL
    private let socket: String
    private let target = "e2e"
    private var isClosed = false

    /// Starts `script` under `/bin/sh` in a `width`×`height` pane with `LANG=C.UTF-8`,
    /// `TERM=tmux-256color` (the keys tmux sends, e.g. End as `ESC [4~`, match its terminfo
    /// entry, not xterm's), no core dumps, and the scratch directory as working directory.
    /// `files` (name → bytes) are written into the scratch directory before the script starts.
    init(width: Int = 80, height: Int = 24, files: [String: [UInt8]] = [:], script: String) throws {
        socket = "cardlist-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, bytes) in files {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        let configuration = directory.appendingPathComponent("tmux.conf")
        try """
        set -g remain-on-exit on
        set -g status off
        set -g default-terminal tmux-256color
        set -g escape-time 0
        """.write(to: configuration, atomically: true, encoding: .utf8)
        let prologue = "cd '\(directory.path)' && export LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=tmux-256color && unset NO_COLOR COLORTERM && ulimit -c 0; "
        let started = try Tmux.run(["-L", socket, "-f", configuration.path, "new-session", "-d",
                                    "-x", String(width), "-y", String(height), "-s", target,
                                    "/bin/sh", "-c", prologue + script])
        guard started.status == 0 else {
            close()
            throw HarnessError("tmux new-session failed: \(started.stderr)")
        }
    }

    deinit { close() }

    /// Kills the tmux server and removes the scratch directory (idempotent).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? Tmux.run(["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends keys by tmux name (`Up`, `C-u`, `F5`, `Escape`, `q`).
    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The screen as lines of text (`capture-pane -p`), one per row.
    func capture() throws -> [String] {
        let output = try tmux(["capture-pane", "-p", "-t", target])
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Resizes the window, as a person resizing the terminal would.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// Whether the pane's terminal is showing the alternate screen.
    var alternateScreenOn: Bool {
        get throws { try tmux(["display-message", "-p", "-t", target, "#{alternate_on}"]).hasPrefix("1") }
    }

    /// The value of a tmux format for the pane (`#{mouse_sgr_flag}`).
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Pastes `text` as a terminal would: inside bracketed-paste markers when the program
    /// asked for them (`paste-buffer -p`).
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e-paste", "--", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "e2e-paste", "-t", target])
    }

    /// Copies everything the pane's programs write to the terminal into `file` from now on.
    func recordOutput(to file: String) throws {
        try tmux(["pipe-pane", "-O", "-t", target, "cat > '\(directory.appendingPathComponent(file).path)'"])
    }

    /// Polls the screen until `predicate` holds on two captures in a row that are the same
    /// screen, and returns that screen.
    ///
    /// - Throws: ``HarnessError`` with the last screen when `timeout` passes first.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(10), _ predicate: ([String]) -> Bool) throws -> [String] {
        // A frame can be captured half drawn: only a screen that holds still for two
        // captures in a row counts.
        var screen: [String] = []
        var previous: [String]?
        let done = try poll(timeout: timeout) {
            screen = try capture()
            defer { previous = screen }
            return predicate(screen) && screen == previous
        }
        guard done else {
            throw HarnessError("timed out waiting for \(what); screen:\n" + screen.map { "|\($0)|" }.joined(separator: "\n"))
        }
        return screen
    }

    /// Polls `condition` (e.g. about the alternate screen) until it holds.
    ///
    /// - Throws: ``HarnessError`` when `timeout` passes first.
    func waitUntil(_ what: String, timeout: Duration = .seconds(10), _ condition: () throws -> Bool) throws {
        guard try poll(timeout: timeout, condition) else {
            let screen = (try? capture()) ?? []
            throw HarnessError("timed out waiting until \(what); screen:\n" + screen.map { "|\($0)|" }.joined(separator: "\n"))
        }
    }

    /// The screen with its colours and attributes as escape sequences (`capture-pane -p -e`).
    func captureWithEscapes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", target])
    }

    /// The contents of `name` in the scratch directory, or `nil` when it does not exist.
    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The raw bytes of `name` in the scratch directory (empty when missing).
    func bytes(ofFile name: String) -> [UInt8] {
        (try? Data(contentsOf: directory.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
    }

    /// Waits until `name` exists and ends in a newline (a shell `echo` finished), and returns it.
    func waitForFile(_ name: String, timeout: Duration = .seconds(10)) throws -> String {
        var contents: String?
        let done = try poll(timeout: timeout) {
            contents = file(name)
            return contents?.hasSuffix("\n") == true
        }
        guard done, let contents else {
            let screen = (try? capture()) ?? []
            throw HarnessError("timed out waiting for file \(name); screen:\n" + screen.map { "|\($0)|" }.joined(separator: "\n"))
        }
        return contents
    }

    private func poll(timeout: Duration, _ check: () throws -> Bool) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if try check() { return true }
            if clock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = try Tmux.run(["-L", socket] + arguments)
        guard output.status == 0 else {
            throw HarnessError("tmux \(arguments.first ?? "") failed: \(output.stderr)")
        }
        return output.stdout
    }
}
