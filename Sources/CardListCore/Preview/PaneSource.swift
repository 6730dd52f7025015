import Rows

/// Where the pane beside the list takes what it shows from.
///
/// Today one source: a `--preview` command's output for the current item. The pane draws
/// ``PaneContent``, whatever made it, so another source plugs in as a case here (and one
/// in ``PaneContent`` when its content is not lines of text): the detail view (F2,
/// `toggle-detail`), shown in this same pane, placed by `--preview-window`, when there is
/// no `--preview`. The model asks for content when the current item changes
/// (``PreviewPane/subject``) and puts the answer in ``PreviewPane/content``.
public enum PaneSource: Hashable, Sendable {
    /// `--preview CMD`: CMD's output, run again for each current item.
    case command(CommandTemplate)
}

/// What the pane shows: lines of styled text, however they were made.
public enum PaneContent: Hashable, Sendable {
    /// Lines read from a command's output (``OutputLines``), as they arrive.
    case lines(OutputLines)

    /// The lines to draw.
    public var lines: [Text] {
        switch self {
        case .lines(let output): output.lines
        }
    }

    /// Lines let go past the limit (``OutputLines/maximumLines``).
    public var droppedLines: Int {
        switch self {
        case .lines(let output): output.droppedLines
        }
    }
}
