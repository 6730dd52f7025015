import Search

/// What the list state needs to know about the items and the app, given with each event.
///
/// Items are reached only through these closures so the state never holds them and never
/// touches more of them than the rows it shows or moves across.
public struct ListContext {
    /// How many items have been read so far (may grow while loading).
    public var itemCount: Int
    /// The height in rows of item `index` drawn `width` columns wide. Called only for rows
    /// that are shown or moved across, and cached per width by the state.
    public var height: (_ index: Int, _ width: Int) -> Int
    /// The name of item `index`, for the type-ahead jump's linear fallback.
    public var name: (_ index: Int) -> String
    /// The text the filter searches in item `index` (its name and summary, say).
    public var haystack: (_ index: Int) -> String
    /// The items of a scope that match a query, ranked as ``search`` asks: a faster search
    /// over the stored items than scoring ``haystack`` one by one; nil scores ``haystack``.
    public var filter: ((_ matcher: Matcher, _ scope: FilterScope) -> [RankedMatch])?
    /// How the filter query matches and orders items (`--exact`, `--search`, `--no-sort`).
    public var search: SearchSettings
    /// The first item of a range whose folded name starts with a folded prefix: a faster
    /// scan than folding ``name`` one by one, for the jump before the name index is ready;
    /// nil folds ``name``.
    public var firstItemWithFoldedPrefix: ((_ prefix: String, _ items: Range<Int>) -> Int?)?
    /// The sorted names for the jump, once built; `nil` while not ready (a linear scan is used).
    public var nameIndex: NameIndex?
    /// Whether Tab and Space mark items for a multiple choice (`--multi`).
    public var allowsMultipleSelection: Bool
    /// How many items may be marked at most (`--multi=N`); nil for no limit.
    public var markLimit: Int?
    /// Whether moving past the last row goes to the first and back (`--cycle`).
    public var cycles = false
    /// Whether the current item stays current when the query changes and it still
    /// matches (`--track`); otherwise the best match becomes current.
    public var tracks = false
    /// Whether a header takes the top rows (`--header`).
    public var hasHeader: Bool
    /// Rows the `--header` text takes when there is one: one per line, at least one.
    public var headerTextLineCount = 1
    /// Rows of fixed header lines under it (`--header-lines`, as many as were read).
    public var headerLineCount = 0
    /// Whether items are still being read (shown in the status line).
    public var isLoading: Bool
    /// How many invalid records `--skip-invalid` skipped (shown in the status line).
    public var skippedCount = 0

    public init(
        itemCount: Int,
        height: @escaping (_ index: Int, _ width: Int) -> Int,
        name: @escaping (_ index: Int) -> String,
        haystack: ((_ index: Int) -> String)? = nil,
        filter: ((_ matcher: Matcher, _ scope: FilterScope) -> [RankedMatch])? = nil,
        search: SearchSettings = SearchSettings(),
        firstItemWithFoldedPrefix: ((_ prefix: String, _ items: Range<Int>) -> Int?)? = nil,
        nameIndex: NameIndex? = nil,
        allowsMultipleSelection: Bool = false,
        hasHeader: Bool = false,
        isLoading: Bool = false,
        skippedCount: Int = 0
    ) {
        self.itemCount = max(0, itemCount)
        self.height = height
        self.name = name
        self.haystack = haystack ?? name
        self.filter = filter
        self.search = search
        self.firstItemWithFoldedPrefix = firstItemWithFoldedPrefix
        self.nameIndex = nameIndex
        self.allowsMultipleSelection = allowsMultipleSelection
        self.hasHeader = hasHeader
        self.isLoading = isLoading
        self.skippedCount = max(0, skippedCount)
    }
}

extension ListContext {
    /// The same context with `count` rows of header lines.
    public func with(headerLineCount count: Int) -> ListContext {
        var copy = self
        copy.headerLineCount = max(0, count)
        return copy
    }

    /// The same context with a mark limit (`--multi=N`; nil for none), `--cycle` and `--track`.
    public func with(markLimit limit: Int?, cycles: Bool, tracks: Bool = false) -> ListContext {
        var copy = self
        copy.markLimit = limit
        copy.cycles = cycles
        copy.tracks = tracks
        return copy
    }

    /// The same context with a `--header` text of `count` lines.
    public func with(headerTextLineCount count: Int) -> ListContext {
        var copy = self
        copy.headerTextLineCount = max(1, count)
        return copy
    }

    /// Rows the whole header wants above the list: the `--header` text's lines and the
    /// `--header-lines` under them (the screen may show fewer; see
    /// ``ListState/headerRowsShown(in:)``).
    public var headerRowCount: Int {
        (hasHeader ? max(1, headerTextLineCount) : 0) + headerLineCount
    }
}
