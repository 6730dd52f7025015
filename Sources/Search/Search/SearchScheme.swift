/// fzf's scoring schemes (`--scheme`): which word boundaries earn the most, and the
/// tiebreak criteria they come with.
public enum SearchScheme: String, Hashable, Sendable, CaseIterable {
    /// A word after white space earns most, then one after `/ , : ; |`; ties go to the
    /// shorter name.
    case `default`
    /// For file paths: only `/` is a delimiter, and a word after it (or at the start)
    /// earns most; ties go to the match in the file name, then to the shorter path.
    case path
    /// For shell history and other lists already in a useful order: every word boundary
    /// earns alike, and ties keep the input order (no length criterion).
    case history

    /// The tiebreak criteria the scheme sets (a later `--tiebreak` replaces them).
    public var tiebreaks: [Tiebreak] {
        switch self {
        case .default: [.length]
        case .path: [.pathname, .length]
        case .history: []
        }
    }

    /// A word's first character after white space (or at the start, but in ``path``).
    var boundaryAfterSpace: Int32 {
        self == .default ? SearchScore.boundary + 2 : SearchScore.boundary
    }

    /// A word's first character after a delimiter (and at the start in ``path``).
    var boundaryAfterDelimiter: Int32 {
        self == .history ? SearchScore.boundary : SearchScore.boundary + 1
    }

    /// The class the text's start counts as: white space, or a delimiter for paths
    /// (so a path's first word is a file or folder name like any other).
    var startClass: CharacterClass {
        self == .path ? .delimiter : .white
    }

    /// Whether ASCII `value` is a delimiter: `/` for paths, else `/ , : ; |`.
    func isDelimiter(_ value: UInt8) -> Bool {
        switch value {
        case UInt8(ascii: "/"): true
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): self != .path
        default: false
        }
    }
}
