/// The value of `--preview-window`, as fzf writes it: comma-separated parts, in any order,
/// a later one winning.
///
/// - `right` (the default), `left`, `up` (or `top`), `down` (or `bottom`): where the pane is;
/// - a size, `N` columns or lines or `N%` of the screen (default `50%`);
/// - `border-STYLE` (`rounded`, the default, `sharp`, `bold`, `double`, `horizontal`,
///   `vertical`, `top`, `bottom`, `left`, `right`, `none`) as `--border` has them, or
///   `noborder`; plain `border` is `border-rounded`;
/// - `wrap` / `nowrap` (the default): long lines wrap, or are cut at the pane's edge;
/// - `hidden` / `nohidden`: the pane starts closed (toggle-preview opens it);
/// - `+SCROLL` (``PreviewScroll``): the line the pane starts at, such as `+{2}-5`;
/// - `~N`: the first N lines of the output stay at the top while the rest scrolls;
/// - `follow` / `nofollow`: the pane keeps its last line in view as output arrives (until
///   it is scrolled);
/// - `info` / `noinfo`: the `12/340` line indicator in the corner shows (the default) or not;
/// - `cycle` / `nocycle` are accepted and change nothing; `sharp` and `rounded` are the old
///   names of `border-sharp` and `border-rounded`.
///
///     try PreviewWindow(parsing: "up,40%,border-sharp,+{2}/2")
public struct PreviewWindow: Hashable, Sendable {
    public enum Position: String, Hashable, Sendable {
        case right, left, up, down

        /// Whether the pane is beside the list (its size counts columns).
        public var isBeside: Bool { self == .right || self == .left }
    }

    public enum Extent: Hashable, Sendable {
        case cells(Int)
        case percent(Int)

        /// The extent in a length of `total` cells.
        public func cells(of total: Int) -> Int {
            switch self {
            case .cells(let count): count
            case .percent(let percent): total * percent / 100
            }
        }
    }

    /// Why a value was refused: the part that is not understood.
    public struct ParseError: Error, Hashable, Sendable {
        public var part: String
    }

    public var position = Position.right
    public var size = Extent.percent(50)
    public var border = BorderShape.rounded
    public var wraps = false
    public var isHidden = false
    public var scroll: PreviewScroll?
    /// `~N`: lines kept at the top of the pane.
    public var headerLines = 0
    /// `follow`: the last line stays in view as output arrives.
    public var follows = false
    /// `info` / `noinfo`: whether the line indicator shows.
    public var showsInfo = true

    public init() {}

    /// `text` laid over these settings (fzf applies a later `--preview-window` over an earlier one).
    public init(parsing text: String, over base: PreviewWindow = PreviewWindow()) throws(ParseError) {
        self = base
        for part in text.split(whereSeparator: { $0 == "," || $0 == ":" }) {
            let word = part.lowercased()
            switch word {
            case "right", "left": position = Position(rawValue: word)!
            case "up", "top": position = .up
            case "down", "bottom": position = .down
            case "wrap": wraps = true
            case "nowrap": wraps = false
            case "hidden": isHidden = true
            case "nohidden": isHidden = false
            case "border", "rounded": border = .rounded
            case "sharp": border = .sharp
            case "noborder": border = .none
            case "follow": follows = true
            case "nofollow": follows = false
            case "info": showsInfo = true
            case "noinfo": showsInfo = false
            case "cycle", "nocycle": break
            case "default": self = PreviewWindow()
            default:
                if word.hasPrefix("border-"), let shape = BorderShape(rawValue: String(word.dropFirst(7))) {
                    border = shape
                } else if word.hasPrefix("+"), let scroll = PreviewScroll(parsing: part) {
                    self.scroll = scroll
                } else if word.hasPrefix("~"), let count = Int(word.dropFirst()), count >= 0, count <= 1000 {
                    headerLines = count
                } else if word.hasSuffix("%"), let percent = Int(word.dropLast()), (0...100).contains(percent) {
                    size = .percent(percent)
                } else if let count = Int(word), count >= 0, count <= 10_000 {
                    size = .cells(count)
                } else {
                    throw ParseError(part: String(part))
                }
            }
        }
    }
}
