import CardListCore
import CardListOptions
import Items

/// The scripts `--bash`, `--zsh` and `--fish` print: key bindings that open a picker
/// (Ctrl-T, Ctrl-R, Alt-C), completion on a trigger (`**` then Tab; Shift-Tab in fish),
/// and the completion of cardlist's own options (``OptionCompletion``).
///
///     eval "$(cardlist --bash)"
enum ShellIntegration {
    /// How tall the pickers open, as fzf's default: written once into each script, where
    /// a picker reads it. Empty (full screen) while the option table has no `--height`.
    static var pickerHeight: String {
        Options.allOptions.contains { $0.name == "--height" } ? "40%" : ""
    }

    /// The whole script for `shell`.
    static func script(for shell: Shell) -> String {
        let bindings = switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
        let completion = switch shell {
        case .bash: OptionCompletion.script(for: .bash)
        case .zsh: "_cardlist() {\n" + OptionCompletion.zshFunctionBody(OptionCompletion.all) + "}\n"
            + "if (( $+functions[compdef] )); then compdef _cardlist cardlist; fi\n"
        case .fish: OptionCompletion.script(for: .fish)
        }
        return bindings.replacingText("@HEIGHT@", with: pickerHeight).replacingText("@HISTORY@", with: historyItems) + "\n" + completion
    }
}
