/// How a terminal measures emoji sequences, which the C library's `wcwidth` cannot say:
/// whether it draws a sequence as one cluster or code point by code point.
///
/// Learned at startup by asking the terminal where its cursor lands after each kind of
/// sequence; ``glibc`` (today's rules: every sequence two columns, sent as its first code
/// point) when it does not answer.
///
///     let widths = ClusterWidths(measuring: [.emojiVS16: 2, .flag: 2, .skinTone: 4, .family: 2])
///     widths.vs16IsWide    // true
///     widths.skinTones     // .split: 👍🏽 takes 4 columns, sent as 👍 then 🏽
public struct ClusterWidths: Hashable, Sendable {
    /// How one kind of sequence is drawn.
    public enum Drawing: Hashable, Sendable {
        /// As one two-column cluster.
        case whole
        /// Code point by code point, each at its `wcwidth`.
        case split
    }

    /// The sequences a terminal is asked about, each a typical member of its kind.
    public enum Probe: Hashable, Sendable, CaseIterable {
        /// `❤️`: a narrow character made emoji by VS16 (U+FE0F).
        case emojiVS16
        /// `🇫🇷`: two regional indicators.
        case flag
        /// `👍🏽`: an emoji with a skin-tone modifier.
        case skinTone
        /// `👩‍👩‍👧‍👦`: four emoji joined by ZWJ (U+200D).
        case family

        /// The text written to the terminal for this probe.
        public var text: String {
            switch self {
            case .emojiVS16: "\u{2764}\u{FE0F}"
            case .flag: "\u{1F1EB}\u{1F1F7}"
            case .skinTone: "\u{1F44D}\u{1F3FD}"
            case .family: "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
            }
        }
    }

    /// Whether the widths were measured; when not, every emoji sequence is two columns and
    /// only its first code point (with its marks) reaches the full-screen terminal.
    public var isMeasured: Bool
    /// Whether a VS16 emoji whose base is narrow (`❤️`) takes two columns.
    public var vs16IsWide: Bool
    /// Whether a flag takes two columns; when not, it is shown as its two letters (`FR`).
    public var flagsAreTwoColumns: Bool
    /// How an emoji with a skin-tone modifier is drawn.
    public var skinTones: Drawing
    /// How a ZWJ sequence is drawn.
    public var joinedSequences: Drawing

    /// Today's rules, for a terminal that did not answer.
    public static let glibc = ClusterWidths(isMeasured: false, vs16IsWide: true, flagsAreTwoColumns: true, skinTones: .whole, joinedSequences: .whole)

    /// A terminal that draws every cluster whole, two columns wide (mode 2027).
    public static let wholeClusters = ClusterWidths(isMeasured: true, vs16IsWide: true, flagsAreTwoColumns: true, skinTones: .whole, joinedSequences: .whole)

    /// A terminal that draws each code point at its `wcwidth` (xterm).
    public static let perCodePoint = ClusterWidths(isMeasured: true, vs16IsWide: false, flagsAreTwoColumns: true, skinTones: .split, joinedSequences: .split)

    public init(isMeasured: Bool, vs16IsWide: Bool, flagsAreTwoColumns: Bool, skinTones: Drawing, joinedSequences: Drawing) {
        self.isMeasured = isMeasured
        self.vs16IsWide = vs16IsWide
        self.flagsAreTwoColumns = flagsAreTwoColumns
        self.skinTones = skinTones
        self.joinedSequences = joinedSequences
    }

    /// The model for the columns the terminal advanced over each probe.
    ///
    /// A probe that is missing or has a width no model explains makes the whole result
    /// ``glibc``: a terminal that answers strangely is not trusted at all.
    public init(measuring widths: [Probe: Int]) {
        guard let vs16 = widths[.emojiVS16], let flag = widths[.flag], let tone = widths[.skinTone], let family = widths[.family],
              vs16 == 1 || vs16 == 2, tone == 2 || tone == 4, family == 2 || family == 8, (1...4).contains(flag) else {
            self = .glibc
            return
        }
        self.init(
            isMeasured: true,
            vs16IsWide: vs16 == 2,
            flagsAreTwoColumns: flag == 2,
            skinTones: tone == 2 ? .whole : .split,
            joinedSequences: family == 2 ? .whole : .split
        )
    }
}
