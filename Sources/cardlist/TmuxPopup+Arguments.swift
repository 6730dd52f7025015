import CardListCore
import CardListOptions

extension TmuxPopup {
    /// The command line the popup's list runs with: `arguments` less every `--tmux` (and a
    /// value it took) and `--no-tmux`, with `--no-tmux --no-height` added where the options
    /// end (before `--`), so that `CARDLIST_DEFAULT_OPTS` opens no popup in the popup and
    /// the list takes all of it; `--border` goes first unless tmux draws the border, so an
    /// explicit `--border STYLE` still wins. Values are kept as they are, even one that
    /// reads as `--tmux` (`--query --tmux`).
    ///
    ///     TmuxPopup.popupArguments(from: ["--tmux", "80%", "-q", "x", "--", "--tmux"], nativeBorder: true)
    ///     // ["-q", "x", "--no-tmux", "--no-height", "--", "--tmux"]
    static func popupArguments(from arguments: [String], nativeBorder: Bool) -> [String] {
        var kept: [String] = nativeBorder ? [] : ["--border"]
        let added = ["--no-tmux", "--no-height"]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return kept + added + arguments[(index - 1)...] }
            if argument == "--tmux" || argument == "--no-tmux" || argument.hasPrefix("--tmux=") {
                // `--tmux VALUE`: the parser says whether VALUE is the option's.
                if argument == "--tmux", index < arguments.count,
                   (try? Options.parse(["--tmux", arguments[index]]))?.tmux == arguments[index] {
                    index += 1
                }
                continue
            }
            kept.append(argument)
            if takesNextArgument(argument), index < arguments.count {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept + added
    }

    /// Whether the option `argument` takes the next argument as its value (`--query x`,
    /// `-q x`), as the option table says.
    private static func takesNextArgument(_ argument: String) -> Bool {
        let characters = Array(argument)
        if argument.hasPrefix("--") {
            return !argument.contains("=") && Options.allOptions.contains { $0.name == argument && $0.takesValue }
        }
        guard characters.count == 2, characters[0] == "-", let long = Options.shortOptions[characters[1]] else { return false }
        return Options.allOptions.contains { $0.name == long && $0.takesValue }
    }
}
