import Search

/// What the app's options and its progress tell the list state, set on
/// ``ListState/settings`` when they change: the multiple choice, `--cycle` and `--track`,
/// the header's rows, the search's order, and the loading shown in the status line.
public struct ListSettings: Sendable {
    /// How the filter query matches and orders items (`--exact`, `--search`, `--no-sort`, `--tac`).
    public var search = SearchSettings()
    /// Whether Tab and Space mark items for a multiple choice (`--multi`).
    public var allowsMultipleSelection = false
    /// How many items may be marked at most (`--multi=N`); nil for no limit.
    public var markLimit: Int?
    /// Whether moving past the last row goes to the first and back (`--cycle`).
    public var cycles = false
    /// Whether the current item stays current when the query changes and it still
    /// matches (`--track`); otherwise the best match becomes current.
    public var tracks = false
    /// Whether a header takes the top rows (`--header`).
    public var hasHeader = false
    /// Rows the `--header` text takes when there is one: one per line, at least one.
    public var headerTextLineCount = 1 {
        didSet { headerTextLineCount = max(1, headerTextLineCount) }
    }
    /// Rows of fixed header lines under it (`--header-lines`, as many as were read).
    public var headerLineCount = 0 {
        didSet { headerLineCount = max(0, headerLineCount) }
    }
    /// Whether items are still being read (shown in the status line).
    public var isLoading = false
    /// How many invalid records `--skip-invalid` skipped (shown in the status line).
    public var skippedCount = 0 {
        didSet { skippedCount = max(0, skippedCount) }
    }

    public init(search: SearchSettings = SearchSettings(), allowsMultipleSelection: Bool = false, hasHeader: Bool = false) {
        self.search = search
        self.allowsMultipleSelection = allowsMultipleSelection
        self.hasHeader = hasHeader
    }

    /// Rows the whole header wants above the list: the `--header` text's lines and the
    /// `--header-lines` under them (the screen may show fewer; see
    /// ``ListState/headerRowsShown``).
    public var headerRowCount: Int {
        (hasHeader ? max(1, headerTextLineCount) : 0) + headerLineCount
    }
}
