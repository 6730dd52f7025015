/// Something that happens to the list without a key, to which `--bind` can tie actions as
/// to a key (`start:first`, `one:accept`), as fzf's events.
public enum BindEvent: String, Hashable, Sendable, CaseIterable {
    /// The screen has opened (once).
    case start
    /// Reading the input has finished.
    case load
    /// The query changed.
    case change
    /// The current item changed.
    case focus
    /// A search's result (or the input read) left exactly one match.
    case one
    /// A search's result (or the input read) left no match.
    case zero
    /// A search's result is shown.
    case result
    /// The terminal changed its size.
    case resize

    /// When the event happens, in a few words, for the help and the documentation.
    public var summary: String {
        switch self {
        case .start: "the list has opened (once)"
        case .load: "the input has been read to its end"
        case .change: "the query changed"
        case .focus: "the current item changed"
        case .one: "a result, once the input is read, has exactly one match"
        case .zero: "a result, once the input is read, has no match"
        case .result: "a search's result is shown"
        case .resize: "the terminal changed its size"
        }
    }
}
