import Foundation
import Testing

/// A real interactive bash, zsh or fish in a tmux pane, started with a clean environment and
/// a configuration of the test's own (no user or system rc beyond the shell's defaults):
/// the prompt is `PROMPT> `, `cardlist` is the built binary on `PATH`, and cardlist's
/// integration script for that shell is loaded. The shell runs in `work/` of the pane's
/// scratch directory, which is also `HOME`'s parent (`HOME` is `home/`).
struct ShellSession {
    /// The shells whose integration is tested.
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case bash, zsh, fish
        var testDescription: String { rawValue }
    }

    let kind: Kind
    let pane: TmuxPane
    /// Where the shell starts: the files a test lists go here.
    var work: URL { pane.directory.appendingPathComponent("work") }
    /// The shell's `HOME`.
    var home: URL { pane.directory.appendingPathComponent("home") }

    static let prompt = "PROMPT> "
    /// The prompt as a screen capture shows it on an empty line (trailing blanks dropped).
    static let promptMark = "PROMPT>"

    /// Whether `kind` is installed.
    static func isInstalled(_ kind: Kind) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/\(kind.rawValue)") || FileManager.default.isExecutableFile(atPath: "/bin/\(kind.rawValue)")
    }

    /// Starts `kind` with `setup` (lines in that shell's language) run after the integration
    /// is loaded, `history` (commands, oldest first; each may span lines) as its history,
    /// and `files` (relative paths → contents) under `work/`; waits for the first prompt.
    init(_ kind: Kind, width: Int = 80, height: Int = 24, setup: String = "", history: [String] = [],
         files: [String: String] = [:], directories: [String] = []) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        self.kind = kind
        let binDirectory = URL(fileURLWithPath: CardlistExecutable.path).deletingLastPathComponent().path
        var rcFiles: [String: [UInt8]] = [:]
        let command: String
        let environment = "HOME=\"$top/home\" PATH='\(binDirectory):/usr/local/bin:/usr/bin:/bin' TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 SHELL=/bin/sh"
        switch kind {
        case .bash:
            let historyLines = history.map { "builtin history -s \(Self.bashQuoted($0))" }.joined(separator: "\n")
            rcFiles["bashrc"] = Array("""
            PS1='\(Self.prompt)'
            HISTFILE=/dev/null
            eval "$(cardlist --bash)"
            \(historyLines)
            \(setup)

            """.utf8)
            command = "exec env -i \(environment) bash --noprofile --rcfile \"$top/bashrc\" -i"
        case .zsh:
            let historyLines = history.map { "builtin print -rs -- \(Self.bashQuoted($0))" }.joined(separator: "\n")
            rcFiles[".zshrc"] = Array("""
            PS1='\(Self.prompt)'
            HISTSIZE=1000
            autoload -Uz compinit && compinit -u -D
            source <(cardlist --zsh)
            \(historyLines)
            \(setup)

            """.utf8)
            command = "exec env -i \(environment) ZDOTDIR=\"$top\" zsh -i"
        case .fish:
            // fish keeps its history in a file under XDG_DATA_HOME; a multi-line command is
            // written with \\n.
            let historyText = history.enumerated().map { index, entry in
                "- cmd: " + entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n") + "\n  when: \(1_700_000_000 + index)\n"
            }.joined()
            rcFiles["fish_history"] = Array(historyText.utf8)
            rcFiles["config.fish"] = Array("""
            set -g fish_greeting ''
            function fish_prompt; printf '%s' '\(Self.prompt)'; end
            function fish_right_prompt; end
            set -g fish_autosuggestion_enabled 0
            cardlist --fish | source
            \(setup)

            """.utf8)
            command = "mkdir -p \"$top/data/fish\" \"$top/config\" && cp \"$top/fish_history\" \"$top/data/fish/fish_history\" && "
                + "exec env -i \(environment) XDG_CONFIG_HOME=\"$top/config\" XDG_DATA_HOME=\"$top/data\" fish -i -C \"source '$top/config.fish'\""
        }
        let script = "top=\"$PWD\"; mkdir -p work home && cd work && " + command
        pane = try TmuxPane(width: width, height: height, files: rcFiles, script: script)
        for directory in directories {
            try FileManager.default.createDirectory(at: work.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        for (path, contents) in files {
            let url = work.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try waitForCommandLine("")
    }

    /// The command line: the last line starting with the prompt, with the lines under it
    /// (a command of several lines), trailing blanks dropped.
    func commandLine(in screen: [String]) -> String? {
        guard let start = screen.lastIndex(where: { $0.hasPrefix(Self.promptMark) }) else { return nil }
        var lines = Array(screen[start...])
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        lines[0].removeFirst(min(lines[0].count, Self.prompt.count))
        return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    /// Waits until the picker is gone and the command line reads `expected` (trailing
    /// blanks aside); returns the screen.
    @discardableResult
    func waitForCommandLine(_ expected: String, timeout: Duration = .seconds(20)) throws -> [String] {
        try pane.waitFor("the command line \(expected.debugDescription)", timeout: timeout) { screen in
            !Self.isPicker(screen) && commandLine(in: screen) == expected
        }
    }

    /// Waits until a picker is open and one of its rows contains `text`.
    @discardableResult
    func waitForPicker(showing text: String, timeout: Duration = .seconds(20)) throws -> [String] {
        try pane.waitFor("a picker showing \(text.debugDescription)", timeout: timeout) { screen in
            Self.isPicker(screen) && (text.isEmpty || screen.contains { $0.contains(text) && !$0.hasPrefix(Self.promptMark) })
        }
    }

    /// Whether `screen` shows cardlist's picker: its status line (`3/10`) is on it.
    static func isPicker(_ screen: [String]) -> Bool {
        screen.contains { $0.range(of: #"^ (no matches \()?\d+/\d+"#, options: .regularExpression) != nil && $0.hasSuffix("F1 help") }
    }

    /// Types `text` and waits until the command line reads it (trailing blanks aside).
    func typeCommand(_ text: String) throws {
        try pane.type(text)
        try waitForCommandLine(String(text.reversed().drop { $0 == " " }.reversed()))
    }

    /// Runs the command line (Enter) and waits for the next prompt after its output; returns
    /// the lines the command printed.
    func run(expectingLines count: Int) throws -> [String] {
        let before = try pane.capture()
        let promptsBefore = before.filter { $0.hasPrefix(Self.promptMark) }.count
        try pane.sendKeys("Enter")
        let screen = try pane.waitFor("the command's output and the next prompt") { screen in
            screen.filter { $0.hasPrefix(Self.promptMark) }.count > promptsBefore && commandLine(in: screen) == ""
        }
        let last = screen.lastIndex { $0.hasPrefix(Self.promptMark) }!
        return Array(screen[..<last].suffix(count))
    }

    /// `text` in single quotes for bash and zsh.
    static func bashQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
