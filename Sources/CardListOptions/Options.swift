import Items
import Search
import CardListCore

/// What the command line asks for: display, selection, input, output and mode settings.
///
/// Build it with ``parse(_:environment:)``; every property has the default the app uses
/// when the option is absent.
public struct Options: Hashable, Sendable {
    /// How each item is drawn.
    public typealias RowStyle = CardListCore.RowStyle

    /// When to use colour.
    public enum ColorMode: String, Hashable, Sendable, CaseIterable {
        /// Colour when the terminal supports it and `NO_COLOR` is not set.
        case auto
        case always
        case never
    }

    /// Where the selected item is placed on the screen when the list jumps to it.
    public enum Anchor: String, Hashable, Sendable, CaseIterable {
        case top, center, bottom
    }

    /// What is printed for each chosen item.
    public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
        /// The item's name.
        case name
        /// The input record exactly as read.
        case line
        /// The item as a JSON object in cardlist's shape.
        case json
        /// The item's 0-based position in the input.
        case index
    }

    /// Block symbols for thumbnails (`--image-symbols`).
    /// What typing letters in the list does (`--typing`).
    public enum Typing: String, Hashable, Sendable, CaseIterable {
        /// Jump to the item whose name starts with them (cardlist's way).
        case jump
        /// Type them into the always-open query line (fzf's way).
        case filter
    }

    public enum ImageSymbols: String, Hashable, Sendable, CaseIterable {
        case half, quad, sextant
    }

    /// `--print`: draw the list once to stdout and exit, without a full-screen session.
    public var printMode = false
    /// `--width N`: the width in columns for `--print` (nil: the terminal's, or 80).
    public var width: Int?
    /// `--style`; when not given, ``style(forPlainLines:)`` decides from the input.
    public var style = RowStyle.card
    /// Whether `--style` was given (otherwise plain lines open in the line style).
    public var styleIsExplicit = false
    /// `--tabstop N`: tabs are expanded to stops every N columns.
    public var tabStop = 8
    /// `--no-hscroll` makes this false: a long line in the line style then shows its start,
    /// not the part with the filter's match.
    public var hscroll = true
    /// `--keep-right`: a long line in the line style shows its end when no match is shown.
    public var keepRight = false
    /// `--ansi`: SGR codes in the input are shown as colours and left out of matching.
    public var ansi = false
    /// `--header-lines N`: the first N lines of the input are a fixed header, not items.
    public var headerLines = 0
    /// `--ascii`: draw frames, shadows and markers with ASCII only.
    public var ascii = false
    public var color = ColorMode.auto
    /// `--color SPEC`: fzf's colour names for the prompt, status line, header and border.
    public var theme = ColorTheme()
    /// False with `--no-mouse`.
    public var mouse = true
    /// False with `--no-images`: cards show the placeholder, no file is read.
    public var images = true
    /// `--image-dir DIR`: the folder relative image paths start from (nil: the catalog's folder).
    public var imageDirectory: String?
    /// `--image-symbols`: the block symbols thumbnails are drawn with.
    public var imageSymbols = ImageSymbols.half
    /// `--select NAME`: the item selected at start, by name.
    public var selection: String?
    public var anchor = Anchor.top
    /// `--jump-timeout MS`: how long typed characters keep adding to the jump prefix.
    public var jumpTimeout = Duration.milliseconds(1000)
    /// `--typing`: letters jump (the default) or filter, fzf's way.
    public var typing = Typing.jump
    /// `--multi`: several items may be marked and chosen.
    public var multi = false
    /// `--multi=N`: how many items may be marked at most (nil: no limit).
    public var multiLimit: Int?
    /// `--cycle`: moving past either end of the list goes to the other end.
    public var cycle = false
    /// `--track`: the current item stays current when the query changes, while it matches.
    public var track = false
    /// `--input FORMAT` or `--read0` (`.nul`); nil detects the format.
    public var inputFormat: InputFormat?
    /// `--name-field PATH` and the other `--…-field` options.
    public var fieldMapping = FieldMapping.standard
    /// `--walker`, `--walker-root`, `--walker-skip`: what is listed when no input is given.
    public var walker = FileWalker.Settings.standard
    /// Whether `--walker-root` was given (the first one replaces the default `.`).
    var walkerRootGiven = false
    /// `--skip-invalid`: skip records without a name instead of stopping.
    public var skipInvalid = false
    public var output = OutputFormat.name
    /// `--print0`: end each output record with NUL instead of a newline.
    public var print0 = false
    /// `--filter QUERY`: print the items matching QUERY without a session.
    public var filter: String?
    /// `--query QUERY`: the query the session starts with.
    public var query: String?
    /// `--select-1`: choose the only item without a session.
    public var selectOne = false
    /// `--exit-0`: exit 1 at once when there are no items.
    public var exitZero = false
    /// `--exact` or `-e`: every query term matches as a substring, not fuzzily.
    public var exact = false
    /// `--no-sort`: matches stay in input order instead of best first.
    public var sorts = true
    /// `-i`/`--ignore-case`, `--no-ignore-case` or `--smart-case` (the default): whether
    /// letter case counts in a query term.
    public var caseMatching = CaseMatching.smart
    /// `--literal`: accents always count in the query (fzf: latin letters are not normalised).
    public var literal = false
    /// `--scheme`: the scoring scheme; it also sets ``tiebreaks``.
    public var scheme = SearchScheme.default
    /// `--tiebreak` (or the last `--scheme`'s): what orders matches of equal score.
    public var tiebreaks = SearchScheme.default.tiebreaks
    /// `--tac`: the input order is reversed, the last item read first.
    public var tac = false
    /// `--search FIELDS`: the fields the query searches (default: every field shown).
    public var searchFields = SearchFields.all
    /// `-d`/`--delimiter`: how a line of plain text splits into fields.
    public var delimiter = FieldDelimiter.blanks
    /// `-n`/`--nth`: the fields the query searches (nil: every field).
    public var nth: FieldList?
    /// `--with-nth`: the fields shown, and so searched (nil: every field).
    public var withNth: FieldList?
    /// `--accept-nth`: the fields printed of a chosen item (nil: what `--output` asks for).
    public var acceptNth: FieldList?
    /// `--print-query`: print the query as the first line of the output.
    public var printQuery = false
    /// `--expect KEYS`: keys that end the list like Enter, printed first (after the query).
    public var expect = ExpectKeys()
    /// `--bind`: keys and events bound to actions, layered over the key table.
    public var bindings = UserBindings()
    /// `--history FILE`: where the queries chosen with are kept and recalled from.
    public var historyFile: String?
    /// `--history-size N`: how many queries the history file keeps.
    public var historySize = Options.defaultHistorySize
    /// `--header TEXT`: a line shown above the list.
    public var header: String?
    /// `--prompt TEXT`: the text before the query.
    public var prompt: String?
    /// `--layout` or `--reverse` as given; nil when neither was.
    public var chosenLayout: ScreenLayout?
    /// Where the prompt sits and which way the list grows: as chosen, else fzf's default
    /// layout (prompt at the bottom) when typing filters as in fzf, else cardlist's own.
    public var layout: ScreenLayout {
        get { chosenLayout ?? (typing == .filter ? .default : .standard) }
        set { chosenLayout = newValue }
    }
    /// `--pointer STR`, `--marker STR`: the current row's and a marked row's marker (one column).
    public var pointer: String?
    public var marker: String?
    /// `--header-first`: the header below the filter line when the prompt is at the bottom.
    public var headerFirst = false
    /// `--info`: where the status sits.
    public var info = InfoStyle.default
    /// `--border [STYLE]`, `--margin`, `--padding`: what surrounds the list.
    public var frame = ScreenFrame()
    /// `--height`: the list drawn in that many rows under the cursor (nil: the whole screen).
    public var height: InlineHeight?
    /// `--min-height`: the fewest rows a percentage `--height` takes.
    public var minHeight = MinimumHeight.standard
    /// `--tmux[=SPEC]` as written (empty for the default), nil without it: the popup's place and size.
    public var tmux: String?
    /// `--preview`: the command whose output the pane beside the list shows.
    public var preview: CommandTemplate?
    /// `--preview-window`: where the pane is and how it looks.
    public var previewWindow = PreviewWindow()
    /// `--help` or `-h`.
    public var help = false
    /// `--version`.
    public var version = false
    /// `--bash`, `--zsh` or `--fish`: print that shell's integration script and exit.
    public var shellIntegration: Shell?
    /// `--completion SHELL`: print the completion of cardlist's options for SHELL and exit.
    public var completionShell: Shell?
    /// FILE arguments in order; `-` is standard input. Empty means standard input.
    public var files: [String] = []

    public init() {}

    /// The row style to open with: `--style` when given; otherwise the line style for
    /// plain lines (a card would show nothing more than the name) and the card style for
    /// structured input.
    public func style(forPlainLines plainLines: Bool) -> RowStyle {
        styleIsExplicit ? style : plainLines ? .line : .card
    }

    /// The environment variable whose words are parsed before the command line.
    public static let defaultsVariable = "CARDLIST_DEFAULT_OPTS"

    /// The widest `--width` accepted.
    public static let maximumWidth = 10_000
    /// The widest `--tabstop` accepted.
    public static let maximumTabStop = 100
    /// The most `--header-lines` accepted.
    public static let maximumHeaderLines = 1_000
    /// How many queries `--history` keeps without `--history-size` (fzf's default).
    public static let defaultHistorySize = 1000
    /// The longest `--jump-timeout` accepted, in milliseconds.
    public static let maximumJumpTimeout = 60_000
}
