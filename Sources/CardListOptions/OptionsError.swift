import Items
import Search
import CardListCore

/// A command-line mistake; ``description`` is the one line the app prints (after its name)
/// before exiting 2.
public enum OptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option cardlist does not know.
    case unknownOption(String)
    /// An option that needs a value came last.
    case missingValue(option: String)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String)
    /// A value that is not a whole number in `range`.
    case invalidNumber(option: String, value: String, range: ClosedRange<Int>)
    /// A value that is none of `choices`.
    case invalidChoice(option: String, value: String, choices: [String])
    /// A `--scheme` or `--tiebreak` value that is not one: `problem` says why.
    case invalidRanking(option: String, value: String, problem: RankingProblem)
    /// A `--margin` or `--padding` value that is not 1 to 4 lengths; `part` is the first bad one.
    case invalidSpacing(option: String, value: String, part: String)
    /// A `--color` value that is neither a mode nor a colour spec.
    case invalidColor(option: String, value: String, problem: ColorTheme.Problem)
    /// A `--nth`, `--with-nth` or `--accept-nth` value with `part` neither a field
    /// expression nor a field name.
    case invalidFields(option: String, value: String, part: String)
    /// A `--delimiter` regular expression cardlist cannot match: `error` says why and where.
    case invalidDelimiter(option: String, value: String, error: PatternSyntaxError)
    /// A `--pointer` or `--marker` that is not one column.
    case invalidMarker(option: String, value: String)
    /// A `--preview-window` part that is not understood.
    case invalidPreviewWindow(value: String, part: String)
    /// A field option (`--name-field`…) was given an empty path.
    case emptyFieldPath(option: String)
    /// A quote opened in `variable` is never closed.
    case unterminatedQuote(variable: String)
    /// `option` cannot be used together with `mode` (`--print`): `hint` says what to use.
    case notWith(option: String, mode: String, hint: String)
    /// A `--bind` value that cannot be read.
    case invalidBinding(option: String, BindingError)
    /// An error in the words of `variable` (``Options/defaultsVariable``).
    indirect case inVariable(String, OptionsError)

    /// One line, without the program's name; user text in it is sanitised. An unknown
    /// option, a missing value and a value given to a flag point at `--help`.
    public var description: String { pointsAtHelp ? message + " (see --help)" : message }

    /// Whether the mistake is one `--help` answers (which options exist, which take values).
    private var pointsAtHelp: Bool {
        switch self {
        case .unknownOption, .missingValue, .unexpectedValue, .invalidFields, .invalidRanking: true
        case .inVariable(_, let error): error.pointsAtHelp
        default: false
        }
    }

    private var message: String {
        switch self {
        case .unknownOption(let option):
            "unknown option '\(DisplayName.sanitized(option))'"
        case .missingValue(let option):
            "\(option) needs a value"
        case .unexpectedValue(let option):
            "\(option) takes no value"
        case .invalidNumber(let option, let value, let range):
            Int(value) == nil
                ? "\(option) expects a number, got '\(DisplayName.sanitized(value))'"
                : "\(option) expects a number from \(range.lowerBound) to \(range.upperBound), got '\(DisplayName.sanitized(value))'"
        case .invalidChoice(let option, let value, let choices):
            "\(option) expects \(Self.list(choices)), got '\(DisplayName.sanitized(value))'"
        case .invalidRanking(let option, let value, let problem):
            switch problem {
            case .notOneOf(let choices):
                "\(option) expects \(Self.list(choices)), got '\(DisplayName.sanitized(value))'"
            case .tiebreak(.unknown(let name)):
                "\(option) expects criteria from \(Self.list(Tiebreak.names)), got '\(DisplayName.sanitized(name))'"
            case .tiebreak(.repeated(let name)):
                "\(option) names '\(DisplayName.sanitized(name))' twice"
            case .tiebreak(.indexNotLast):
                "\(option) takes index only as its last criterion, got '\(DisplayName.sanitized(value))'"
            case .tiebreak(.tooMany):
                "\(option) takes at most \(Tiebreak.limit) criteria besides index, got '\(DisplayName.sanitized(value))'"
            }
        case .invalidSpacing(let option, let value, let part):
            "\(option) expects 1 to 4 comma-separated numbers or percentages (1,2,10%), got '\(DisplayName.sanitized(part))' in '\(DisplayName.sanitized(value))'"
        case .invalidColor(let option, _, let problem):
            switch problem {
            case .unknownPart(let part):
                "\(option) expects auto, always, never or a colour spec (dark, light, 16, bw, name:colour), got '\(DisplayName.sanitized(part))'"
            case .unknownName(let name):
                "\(option) has no colour named '\(DisplayName.sanitized(name))' (fg, bg, hl, fg+, bg+, hl+, info, prompt, pointer, marker, header, border…)"
            case .badColor(let part, let color):
                "\(option) expects a colour name, 0 to 255, #rrggbb or -1, got '\(DisplayName.sanitized(color))' in '\(DisplayName.sanitized(part))'"
            }
        case .invalidFields(let option, let value, let part):
            "\(option) expects field numbers from 1 or from the end (-1), ranges (2.., ..-2, 1..3)\(option == "--accept-nth" ? " or field names" : " or the names name, summary, label, detail, tags"), comma-separated\(option == "--nth" ? "" : ", or a template ({2} {1})"), got '\(DisplayName.sanitized(part))'\(part == value ? "" : " in '\(DisplayName.sanitized(value))'")"
        case .invalidDelimiter(let option, let value, let error):
            "\(option) '\(DisplayName.sanitized(value))': \(error)"
        case .invalidPreviewWindow(let value, let part):
            "--preview-window expects comma-separated parts: right, left, up or down; a size (40 or 40%); border-STYLE or noborder; wrap or nowrap; hidden; +SCROLL (+3, +{2}-5, +{2}/2); ~N header lines; got '\(DisplayName.sanitized(part))'\(part == value ? "" : " in '\(DisplayName.sanitized(value))'")"
        case .invalidMarker(let option, let value):
            "\(option) expects a mark of at most \(Options.maximumMarkWidth) columns without control characters (such as > or =>) or nothing, got '\(DisplayName.sanitized(value))'"
        case .notWith(let option, let mode, let hint):
            "\(option) cannot be used with \(mode): \(hint)"
        case .emptyFieldPath(let option):
            "\(option) needs a field path or column name, not an empty one"
        case .invalidBinding(let option, let error):
            "\(option): \(error)"
        case .unterminatedQuote(let variable):
            "\(variable) has an unterminated quote"
        case .inVariable(let variable, let error):
            "\(error.message) (in \(variable))"
        }
    }

    /// `a, b or c`.
    private static func list(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
    }
}

extension OptionsError {
    /// Why a `--scheme` or `--tiebreak` value is not one.
    public enum RankingProblem: Hashable, Sendable {
        /// None of these names.
        case notOneOf([String])
        /// A `--tiebreak` list's problem.
        case tiebreak(Tiebreak.ListProblem)
    }
}
