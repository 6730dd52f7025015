/// What kind of character a scalar is, for the bonuses of the scorer: a match right after
/// a space, a separator or a lower-case letter (a camelCase hump) is worth more.
enum CharacterClass: UInt8 {
    case white, nonWord, delimiter, lower, upper, letter, number

    /// The class of `value`; `/ , : ; |` are delimiters.
    @inline(__always)
    static func of(_ value: UInt32) -> CharacterClass {
        if value < 0x80 { return ascii[Int(value)] }
        guard let scalar = Unicode.Scalar(value) else { return .nonWord }
        let properties = scalar.properties
        if properties.isLowercase { return .lower }
        if properties.isUppercase { return .upper }
        if properties.numericType != nil { return .number }
        if properties.isAlphabetic { return .letter }
        if properties.isWhitespace { return .white }
        return .nonWord
    }

    private static let ascii: [CharacterClass] = (0..<128).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): .delimiter
        default: .nonWord
        }
    }

    /// Whether the class is part of a word (letters and digits).
    var isWord: Bool { rawValue >= CharacterClass.lower.rawValue }

    /// How many classes there are (the bonus table is `count` × `count`).
    static let count = 7

    /// Calls `body` with the ASCII classes (raw values, indexed by scalar) and the bonus
    /// table (indexed by previous × ``count`` + current) of `scheme`, for loops that would
    /// otherwise look the tables up once per scalar.
    static func withTables<Result>(
        for scheme: SearchScheme = .default, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) -> Result
    ) -> Result {
        // Each scheme's static arrays are borrowed as they are, never copied: a copy per
        // call would count references to them from every search thread at once.
        switch scheme {
        case .default: withTables(defaultClasses, defaultBonuses, body)
        case .path: withTables(pathClasses, pathBonuses, body)
        case .history: withTables(historyClasses, historyBonuses, body)
        }
    }

    @inline(__always)
    private static func withTables<Result>(
        _ classes: [UInt8], _ bonuses: [Int32], _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) -> Result
    ) -> Result {
        classes.withUnsafeBufferPointer { classes in
            bonuses.withUnsafeBufferPointer { table in body(classes, table) }
        }
    }

    private static let defaultClasses = classes(in: .default), defaultBonuses = bonuses(in: .default)
    private static let pathClasses = classes(in: .path), pathBonuses = bonuses(in: .path)
    private static let historyClasses = classes(in: .history), historyBonuses = bonuses(in: .history)

    /// The ASCII classes under `scheme` (raw values, indexed by scalar).
    private static func classes(in scheme: SearchScheme) -> [UInt8] {
        ascii.enumerated().map { value, standard in
            standard == .delimiter && !scheme.isDelimiter(UInt8(value)) ? CharacterClass.nonWord.rawValue : standard.rawValue
        }
    }

    /// The bonus table under `scheme`, indexed by previous × ``count`` + current.
    private static func bonuses(in scheme: SearchScheme) -> [Int32] {
        var table = [Int32](repeating: 0, count: count * count)
        for previous in 0..<count {
            for current in 0..<count {
                table[previous * count + current] = bonus(
                    CharacterClass(rawValue: UInt8(current))!, after: CharacterClass(rawValue: UInt8(previous))!, in: scheme)
            }
        }
        return table
    }

    /// The bonus for matching a character of class `current` right after one of class `previous`.
    private static func bonus(_ current: CharacterClass, after previous: CharacterClass, in scheme: SearchScheme) -> Int32 {
        typealias S = SearchScore
        if current.isWord {
            switch previous {
            case .white: return scheme.boundaryAfterSpace
            case .delimiter: return scheme.boundaryAfterDelimiter
            case .nonWord: return S.boundary
            default: break
            }
            if previous == .lower && current == .upper { return S.camelCase }
            if previous != .number && current == .number { return S.camelCase }
            return 0
        }
        switch current {
        case .nonWord, .delimiter: return S.nonWord
        case .white: return scheme.boundaryAfterSpace
        default: return 0
        }
    }
}


/// The scorer's points: each matched character earns ``match`` plus a bonus for where it
/// is; each gap between matched characters costs ``gapStart``, and every further skipped
/// character ``gapExtension``.
enum SearchScore {
    static let match: Int32 = 16
    static let gapStart: Int32 = -3
    static let gapExtension: Int32 = -1
    /// A word's first character after punctuation such as `-`, `_` or `.`.
    static let boundary: Int32 = match / 2
    /// A word's first character after a space (or at the start of the text).
    static let boundaryAfterSpace: Int32 = boundary + 2
    /// A word's first character after `/`, `,`, `:`, `;` or `|`.
    static let boundaryAfterDelimiter: Int32 = boundary + 1
    /// A punctuation character itself.
    static let nonWord: Int32 = match / 2
    /// An upper-case letter after a lower-case one, or a digit after a non-digit: a
    /// boundary without the one-character gap a separator makes.
    static let camelCase: Int32 = boundary + gapExtension
    /// The least bonus of a character in a run of matched characters: a run is worth
    /// more than the same characters with gaps.
    static let consecutive: Int32 = -(gapStart + gapExtension)
    /// The first character of a term counts this many times its bonus.
    static let firstCharacterMultiplier: Int32 = 2

    /// The bonus of a matched character with `bonus` that follows the one before it, in a
    /// run whose first character had `chunkBonus`; nil when a new word starts inside the
    /// run (a boundary worth more than the run's start), so the character starts a run.
    ///
    /// The one rule every scorer applies, in its table and when it adds up a match.
    @inline(__always)
    static func runBonus(_ bonus: Int32, chunkBonus: Int32) -> Int32? {
        if bonus >= boundary && bonus > chunkBonus { return nil }
        return max(bonus, consecutive, chunkBonus)
    }
}
