/// A shell cardlist prints scripts for (`--bash`, `--zsh`, `--fish`, `--completion`).
public enum Shell: String, Hashable, Sendable, CaseIterable {
    case bash, zsh, fish
}
