import Rows

/// The pane beside the list (`--preview`): what it shows, whether it is open, and how far
/// it is scrolled.
///
/// The model fills ``content`` as the source answers for ``subject`` (the current item,
/// and the query or the marked items when the command uses them); the layout draws it
/// (``PreviewLayout``). Scrolling counts lines of content after the ``PreviewWindow/headerLines``
/// kept at the top.
public struct PreviewPane: Hashable, Sendable {
    /// What a source's answer is for: it is asked again when this changes.
    public struct Subject: Hashable, Sendable {
        /// The current item, nil on an empty list.
        public var item: Int?
        /// The query, when the source uses it (`{q}`).
        public var query: String?
        /// The marked items, when the source uses them (`{+}`).
        public var marked: [Int]?

        public init(item: Int?, query: String? = nil, marked: [Int]? = nil) {
            self.item = item
            self.query = query
            self.marked = marked
        }
    }

    public var source: PaneSource
    public var window: PreviewWindow
    public var isOpen: Bool
    /// What is shown, for ``shownSubject``.
    public var content = PaneContent.lines(OutputLines())
    /// The subject the content is for (or is being made for); nil before the first.
    public var shownSubject: Subject?
    /// The first scrolling line shown (0-based, after the header lines).
    public private(set) var scrollOffset = 0
    /// Whether a person scrolled since the content was asked for: then new output does not
    /// move the pane to `+SCROLL`'s line.
    public private(set) var hasScrolled = false

    public init(source: PaneSource, window: PreviewWindow) {
        self.source = source
        self.window = window
        isOpen = !window.isHidden
    }

    /// Starts new content for `subject`: empty, scrolled to `firstLine` (from `+SCROLL`).
    public mutating func reset(for subject: Subject, firstLine: Int = 0) {
        shownSubject = subject
        content = .lines(OutputLines())
        scrollOffset = firstLine
        hasScrolled = false
    }

    /// The number of lines that scroll (the content less its header lines).
    public var scrollingLineCount: Int {
        max(0, content.lines.count - window.headerLines)
    }

    /// Scrolls by `lines` (negative: up) in a pane showing `height` scrolling lines; the
    /// last line stops at the bottom.
    public mutating func scroll(by lines: Int, height: Int) {
        hasScrolled = true
        scrollOffset = clampedOffset(scrollOffset + lines, height: height)
    }

    /// Scrolls to the top, or (`toBottom`) so the last line is at the bottom.
    public mutating func scroll(toBottom: Bool, height: Int) {
        hasScrolled = true
        scrollOffset = toBottom ? clampedOffset(.max / 2, height: height) : 0
    }

    /// With `follow`, shows the last line at the bottom unless a person has scrolled.
    public mutating func followOutput(height: Int) {
        guard window.follows, !hasScrolled else { return }
        scrollOffset = clampedOffset(.max / 2, height: height)
    }

    /// `offset` kept between the top and the offset that shows the last line at the bottom.
    public func clampedOffset(_ offset: Int, height: Int) -> Int {
        max(0, min(offset, scrollingLineCount - max(1, height)))
    }
}
