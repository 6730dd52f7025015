/// Where the prompt and the list sit (`--layout`, `--reverse`), with fzf's names and meaning.
///
/// cardlist opens in ``reverse``: the list runs down from the top (a card browser reads top
/// down), the status line is at the bottom and the filter line over the list. ``default`` is
/// fzf's default: the filter line at the bottom, the status line above it, and the list
/// growing upwards from just above them, so the first item is at the bottom and Up moves to
/// the next item. ``reverseList`` keeps the list running down from the top and the status
/// and filter lines at the bottom.
public enum ScreenLayout: String, Hashable, Sendable, CaseIterable {
    case `default`
    case reverse
    case reverseList = "reverse-list"

    /// The layout when none is asked for: cardlist's top-down drawing.
    public static let standard = ScreenLayout.reverse

    /// Whether the first item is at the bottom of the list area and the rows grow upwards.
    public var growsUpward: Bool { self == .default }

    /// Whether the header and the filter line sit at the bottom with the status line,
    /// rather than over the list.
    public var promptIsAtBottom: Bool { self != .reverse }
}
