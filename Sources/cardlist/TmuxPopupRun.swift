import CardListCore
import Glibc
import Threading

/// `--tmux` inside tmux: runs cardlist again in `tmux display-popup -E` with the same
/// arguments (less `--tmux`), and gives back what it printed and its exit code.
///
/// The popup runs a script in a private directory: it carries this process's environment
/// (exported, every value quoted), then runs cardlist with its stdin the items this process
/// reads, copied through a fifo as they arrive, and its stdout and stderr in files that are
/// copied out once the popup closes, so its choice and its error messages reach this
/// process's own. A signal that ends this process ends the list too.
///
/// The script keeps a descriptor on the popup's terminal open while it redirects all three
/// standard ones to files: tmux stops reading a popup whose terminal was closed by every
/// process, even for a moment, and the list would then draw into a terminal no one shows.
///
///     TmuxPopupRun(popup: TmuxPopup(parsing: "bottom,40%")!, arguments: ["--multi"]).run()
struct TmuxPopupRun {
    var popup: TmuxPopup
    /// The command line, `--tmux` still in it (``TmuxPopup/popupArguments(from:)`` drops it).
    var arguments: [String]

    /// Opens the popup, waits for it to close, and returns the list's exit code.
    func run() -> Int32 {
        guard let executable = Self.executablePath() else {
            StandardStream.error("--tmux: cannot find cardlist's own executable")
            return ExitCode.error
        }
        guard let scratch = Self.makeScratchDirectory() else {
            StandardStream.error("--tmux: cannot make a temporary directory")
            return ExitCode.error
        }
        defer { Self.remove(scratch) }
        signal(SIGPIPE, SIG_IGN)
        let readsInput = isatty(STDIN_FILENO) == 0
        if readsInput {
            guard mkfifo(scratch + "/input", 0o600) == 0 else {
                StandardStream.error("--tmux: cannot make a fifo in \(scratch)")
                return ExitCode.error
            }
            Self.copyStandardInput(into: scratch + "/input")
        }
        let script = Self.environmentExports() + "echo $$ > " + ShellQuoting.quoted(scratch + "/pid") + "\n"
            + "exec 9<>/dev/tty\n"
            + "exec " + ([executable] + TmuxPopup.popupArguments(from: arguments, nativeBorder: popup.nativeBorder))
            .map { ShellQuoting.quoted($0) }.joined(separator: " ")
            + (readsInput ? " < " + ShellQuoting.quoted(scratch + "/input") : "")
            + " > " + ShellQuoting.quoted(scratch + "/output") + " 2> " + ShellQuoting.quoted(scratch + "/errors") + "\n"
        guard Self.write(Array(script.utf8), to: scratch + "/run.sh") else {
            StandardStream.error("--tmux: cannot write the popup's script in \(scratch)")
            return ExitCode.error
        }
        var directory = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let workingDirectory = getcwd(&directory, directory.count) != nil ? String(cString: directory) : "."
        let tmuxArguments = ["tmux", "display-popup", "-E", "-d", workingDirectory] + popup.displayPopupArguments
            + ["/bin/sh", scratch + "/run.sh"]
        let status = TmuxPopupSignals.waitForwarding(tmuxArguments, pidFile: scratch + "/pid")
        Self.copy(scratch + "/output", to: STDOUT_FILENO)
        Self.copy(scratch + "/errors", to: STDERR_FILENO)
        guard access(scratch + "/pid", F_OK) == 0 else {
            StandardStream.error("--tmux: the tmux popup did not open (tmux 3.3 or later is needed)")
            return ExitCode.error
        }
        return status
    }

    /// The running executable, as `/proc/self/exe` names it.
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A new directory only this user can enter, under `$TMPDIR` or /tmp.
    private static func makeScratchDirectory() -> String? {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/cardlist-tmux-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }

    /// `export NAME='value'` for each variable of the environment a shell can name, after
    /// unsetting the ones cardlist reads (tmux may hold its own); the terminal's own
    /// (TERM, COLUMNS, LINES, TMUX_PANE) are the popup's.
    static func environmentExports() -> String {
        var lines = ["unset CARDLIST_DEFAULT_OPTS CARDLIST_DEFAULT_COMMAND"]
        var entry = environ
        while let pointer = entry.pointee {
            entry += 1
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: bytes[..<equals], as: UTF8.self)
            guard isShellName(name), !["TERM", "COLUMNS", "LINES", "TMUX_PANE"].contains(name) else { continue }
            lines.append("export " + name + "=" + String(decoding: ShellQuoting.quoted(bytes[(equals + 1)...]), as: UTF8.self))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `name` is a name a POSIX shell can export: a letter or `_`, then letters,
    /// digits and `_`, all ASCII.
    static func isShellName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isalpha(Int32(first)) != 0 else { return false }
        return name.utf8.allSatisfy { $0 < 0x80 && ($0 == UInt8(ascii: "_") || isalnum(Int32($0)) != 0) }
    }

    /// Copies stdin into the fifo at `path` on a thread of its own, from when the popup's
    /// list opens it until stdin ends or the list stops reading.
    private static func copyStandardInput(into path: String) {
        BackgroundThread.start(name: "tmux input") {
            let fifo = open(path, O_WRONLY | O_CLOEXEC)
            guard fifo >= 0 else { return }
            defer { close(fifo) }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0, writeAll(buffer[..<count], to: fifo) else { return }
            }
        }
    }

    /// Writes all of `bytes` to `descriptor`; false on an error (the reader gone).
    private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress!, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return writeAll(bytes[...], to: descriptor)
    }

    /// Copies the file at `path`, if any, to `descriptor`.
    private static func copy(_ path: String, to descriptor: Int32) {
        let source = open(path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return }
        defer { close(source) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(source, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0, writeAll(buffer[..<count], to: descriptor) else { return }
        }
    }

    /// Removes the scratch directory and what is in it (files only: the popup makes no directory).
    private static func remove(_ directory: String) {
        for name in ["input", "run.sh", "pid", "output", "errors"] { unlink(directory + "/" + name) }
        rmdir(directory)
    }
}
