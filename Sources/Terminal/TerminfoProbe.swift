import CNcursesw
import Glibc

/// Checks a terminal type in terminfo before ncurses starts, writing nothing to the terminal.
enum TerminfoProbe {
    /// The bytes that undo a full-screen session on terminal `name`, or an error when the
    /// terminal is unknown or cannot address the cursor.
    ///
    /// Uses `setupterm` with an error out-parameter, which reports instead of printing,
    /// then reads the capabilities and frees the terminfo entry again.
    static func restoreBytes(forTerminal name: String, fd: Int32) throws(TerminalError) -> [UInt8] {
        try probe(name, fd: fd).restoreBytes
    }

    /// The restore bytes for terminal `name`, whether it reports the mouse (declares
    /// `kmous`, as ncurses requires) and whether it has an alternate screen (`smcup`), or
    /// an error as for ``restoreBytes(forTerminal:fd:)``: one reading of its entry.
    static func probe(_ name: String, fd: Int32) throws(TerminalError) -> (restoreBytes: [UInt8], hasMouse: Bool, hasAlternateScreen: Bool) {
        var status: Int32 = 0
        guard setupterm(name, fd, &status) == OK, let terminal = cl_cur_term() else {
            throw .unknownTerminal(name)
        }
        defer { del_curterm(terminal) }
        guard capability("cup") != nil else { throw .cannotAddressCursor(name) }
        var bytes: [UInt8] = []
        for name in ["sgr0", "rmkx", "cnorm"] {
            bytes += capability(name) ?? []
        }
        let hasMouse = capability("kmous") != nil
        if hasMouse {
            // xterm-style mouse reporting off (normal, button-event, any-event, SGR coordinates).
            bytes += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)
        }
        // Bracketed paste off.
        bytes += Array("\u{1B}[?2004l".utf8)
        bytes += capability("rmcup") ?? []
        return (bytes, hasMouse, capability("smcup") != nil)
    }

    /// The direct-colour terminfo entry to start ncurses on for terminal `name`, or nil to
    /// keep `name`.
    ///
    /// Only when `colorTerm` is `truecolor` or `24bit` and `name`'s own entry is not
    /// direct-colour already: the first of `<name without -256color>-direct` and
    /// `xterm-direct` that terminfo knows (package `ncurses-term`).
    static func directColorEntry(forTerminal name: String, colorTerm: String?, fd: Int32) -> String? {
        guard let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()) else { return nil }
        guard colors(ofTerminal: name, fd: fd) ?? 0 < 1 << 24 else { return nil }
        var base = name
        for suffix in ["-256color", "-88color", "-color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        for candidate in [base + "-direct", "xterm-direct"] where (colors(ofTerminal: candidate, fd: fd) ?? 0) >= 1 << 24 {
            return candidate
        }
        return nil
    }

    /// The number of colours terminfo gives terminal `name`, or nil when it is unknown.
    static func colors(ofTerminal name: String, fd: Int32) -> Int? {
        var status: Int32 = 0
        guard setupterm(name, fd, &status) == OK, let terminal = cl_cur_term() else { return nil }
        defer { del_curterm(terminal) }
        return Int(tigetnum("colors"))
    }

    /// A string capability's bytes, or `nil` when the terminal lacks it.
    ///
    /// Parameterless capabilities only; padding markers (`$<…>`) are removed.
    private static func capability(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        var bytes = Array(String(cString: value).utf8)
        while let start = bytes.firstIndex(of: UInt8(ascii: "$")), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "<"),
              let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) {
            bytes.removeSubrange(start...end)
        }
        return bytes
    }
}
