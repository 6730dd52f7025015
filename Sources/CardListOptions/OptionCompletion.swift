import Items
import CardListCore

/// How a shell completes one of cardlist's options and its value, read from the option
/// table (``Options/optionGroups``): the one source the completion scripts are made from.
///
///     OptionCompletion.all.first { $0.name == "--style" }?.value  // .choices(["card", "item", "line"])
public struct OptionCompletion: Hashable, Sendable {
    /// What a value of the option is completed with.
    public enum Value: Hashable, Sendable {
        /// A flag: no value.
        case none
        /// A value the table gives no choices for (`N`, `TEXT`): nothing is offered.
        case free
        /// One of these words.
        case choices([String])
        /// A file name.
        case file
        /// A directory name.
        case directory
    }

    /// The long name with its dashes.
    public var name: String
    /// A short description for the shell's menu.
    public var description: String
    /// What the value is completed with.
    public var value: Value
    /// Whether the value may be left out (`--multi`, `--border`).
    public var valueIsOptional: Bool

    /// The completion of `spec`: choices from a placeholder such as `card|item|line` (its
    /// lower-case words), file names for `FILE`, directories for `DIR`.
    public init(_ spec: OptionSpec) {
        name = spec.name
        description = Self.shortDescription(spec.summary)
        valueIsOptional = spec.valueIsOptional
        value = Self.value(of: spec)
    }

    /// Every option of the table, in help order.
    public static var all: [OptionCompletion] { Options.allOptions.map(OptionCompletion.init) }

    /// Values known beyond the placeholder: the border styles and the walker's words.
    static let knownChoices: [String: [String]] = [
        "--border": BorderShape.allCases.map(\.rawValue),
        "--walker": FileWalker.Settings.walkerWords,
        "--search": SearchFields.names.map(\.0),
    ]

    private static func value(of spec: OptionSpec) -> Value {
        guard let placeholder = spec.value else { return .none }
        if let known = knownChoices[spec.name] { return .choices(known) }
        switch placeholder {
        case "FILE": return .file
        case "DIR": return .directory
        default: break
        }
        guard placeholder.contains("|") else { return .free }
        let words = placeholder.split(separator: "|").map(String.init).filter { word in
            word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
        }
        return words.isEmpty ? .free : .choices(words)
    }

    /// The summary up to its first clause, in one line of at most 60 characters (and … when
    /// cut):
    /// `row style (default: …)` gives `row style`.
    static func shortDescription(_ summary: String) -> String {
        var text = Substring(summary)
        for stop in [" (", ": ", "; ", ", as ", ". "] {
            if let range = text.firstRange(ofText: stop) { text = text[..<range.lowerBound] }
        }
        var words: [Substring] = []
        var length = 0
        let all = text.split(whereSeparator: \.isWhitespace)
        for word in all {
            if length + word.count + (words.isEmpty ? 0 : 1) > 60 { break }
            length += word.count + (words.isEmpty ? 0 : 1)
            words.append(word)
        }
        return words.joined(separator: " ") + (words.count < all.count ? "…" : "")
    }
}
