/// `--height`: how many terminal rows the list takes when it is drawn under the cursor
/// instead of on the whole screen, in fzf's forms.
///
///     InlineHeight(parsing: "40%")    // 40 % of the terminal's rows
///     InlineHeight(parsing: "~10")    // at most 10 rows, fewer when fewer items need less
///     InlineHeight(parsing: "-3")     // the terminal's rows less 3
///
///     let height = InlineHeight(parsing: "40%")!
///     height.rows(terminalRows: 24, minimum: 12)   // 12 (9.6 rounded down, raised to the minimum)
public struct InlineHeight: Hashable, Sendable {
    /// The number given: rows, or a percentage of the terminal's rows.
    public var size: Double
    /// Whether ``size`` is a percentage (`40%`).
    public var isPercent: Bool
    /// `~`: the list takes at most the height, and less when its items need less.
    public var isAdaptive: Bool
    /// `-`: the height is the terminal's rows less ``size`` (or less that percentage).
    public var isInverse: Bool

    public init(size: Double, isPercent: Bool = false, isAdaptive: Bool = false, isInverse: Bool = false) {
        self.size = size
        self.isPercent = isPercent
        self.isAdaptive = isAdaptive
        self.isInverse = isInverse
    }

    /// The height `text` asks for: `[~][-]N[%]`, N a whole number of rows or a percentage
    /// from 0 to 100 (decimals allowed); `nil` when it is none.
    public init?(parsing text: String) {
        var rest = Substring(text)
        isAdaptive = rest.first == "~"
        if isAdaptive { rest = rest.dropFirst() }
        isInverse = rest.first == "-"
        if isInverse { rest = rest.dropFirst() }
        isPercent = rest.last == "%"
        if isPercent { rest = rest.dropLast() }
        // Digits and at most one point: no sign, exponent, space or `nan` gets through.
        guard !rest.isEmpty, rest.count <= 12, rest.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              rest.filter({ $0 == "." }).count <= (isPercent ? 1 : 0),
              let value = Double(rest), value >= 0, !isPercent || value <= 100 else { return nil }
        size = value
    }

    /// Whether the list takes the whole screen after all, as fzf's `--height 100%` does
    /// (and a height of 0): the full-screen session is used.
    public var isFullScreen: Bool {
        !isAdaptive && !isInverse && (size == 0 || isPercent && size == 100)
    }

    /// The rows to take on a terminal `terminalRows` high, at least `minimum` for a
    /// percentage (`--min-height`), never more than `available` (what the terminal can give,
    /// `terminalRows` unless the line the list starts under has to stay), and at least 1.
    ///
    /// - Complexity: O(1).
    public func rows(terminalRows: Int, minimum: Int, available: Int? = nil) -> Int {
        let available = max(1, available ?? terminalRows)
        var rows: Int
        if isPercent {
            let percent = isInverse ? 100 - size : size
            rows = max(Int((Double(terminalRows) * percent / 100).rounded(.down)), minimum)
        } else {
            rows = isInverse ? terminalRows - Int(size) : Int(size)
        }
        return min(max(1, rows), available)
    }

    /// The rows an adaptive height (`~`) takes: the rows its items need under the fixed
    /// lines (`chrome`: prompt, status, header, frame), at least one item row, and at most
    /// `limit` (the height ``rows(terminalRows:minimum:available:)`` gives).
    public static func fitted(itemRows: Int, chrome: Int, limit: Int) -> Int {
        min(limit, chrome + max(1, itemRows))
    }
}

/// `--min-height`: the fewest rows a percentage `--height` takes, as fzf reads it.
public struct MinimumHeight: Hashable, Sendable {
    /// The number given.
    public var rows: Int
    /// `N+` (fzf's default, `10+`): N item rows plus the lines the list always shows.
    public var addsFixedLines: Bool

    public init(rows: Int, addsFixedLines: Bool) {
        self.rows = rows
        self.addsFixedLines = addsFixedLines
    }

    /// fzf's default: room for 10 items besides the prompt and status lines.
    public static let standard = MinimumHeight(rows: 10, addsFixedLines: true)

    /// `N` or `N+`, N a whole number from 0; `nil` when `text` is neither.
    public init?(parsing text: String) {
        var rest = Substring(text)
        addsFixedLines = rest.last == "+"
        if addsFixedLines { rest = rest.dropLast() }
        guard !rest.isEmpty, rest.count <= 6, rest.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(rest) else { return nil }
        rows = value
    }

    /// The minimum in terminal rows, when the list shows `fixedLines` rows besides its items.
    public func total(fixedLines: Int) -> Int {
        addsFixedLines ? rows + fixedLines : rows
    }
}

extension Options {
    /// Whether the list is drawn under the cursor (`--height`, short of the whole screen).
    public var isInline: Bool { height.map { !$0.isFullScreen } ?? false }

    /// Rows the list always shows besides its items, as `--min-height N+` counts them: the
    /// prompt and status lines, the `--header` lines, the `--header-lines` and the border's
    /// top and bottom lines.
    public var fixedLines: Int {
        let headerText = header.map { max(1, $0.split(separator: "\n", omittingEmptySubsequences: false).count - ($0.hasSuffix("\n") ? 1 : 0)) } ?? 0
        let edges = frame.border.edges
        return 2 + headerText + headerLines + (edges.contains(.top) ? 1 : 0) + (edges.contains(.bottom) ? 1 : 0)
    }

    /// The rows the inline list takes on a terminal `terminalRows` high, of which it may
    /// have `available`; nil when it takes the whole screen.
    public func inlineRows(terminalRows: Int, available: Int) -> Int? {
        guard isInline, let height else { return nil }
        return height.rows(terminalRows: terminalRows, minimum: minHeight.total(fixedLines: fixedLines), available: available)
    }
}
