/// One term of a search query: its text as scalars, how it must occur, and how the text
/// is compared with it.
///
/// Smart case and smart accents: a term compares case-sensitively only when it has an
/// upper-case letter, and accent-sensitively only when it has an accented letter; so `a`
/// finds `A`, `á` and `Á`, `á` finds `á` and `Á`, and `Á` finds only `Á`. Without
/// normalising (`--literal`) every term is accent-sensitive: `a` no longer finds `á`.
public struct SearchTerm: Hashable, Sendable {
    /// How a term must occur in a text.
    public enum Kind: Hashable, Sendable {
        /// Its characters in order, anything between them.
        case fuzzy
        /// As one run of characters (`'word`, or every term with `--exact`).
        case exact
        /// As one run that starts and ends at word boundaries (`'word'`).
        case exactBoundary
        /// At the start of the text (`^word`).
        case prefix
        /// At the end of the text (`word$`).
        case suffix
        /// As the whole text (`^word$`).
        case equal
    }

    public var kind: Kind
    /// Whether the term excludes the texts it occurs in (`!word`).
    public var isInverse: Bool
    /// The term's scalars, already in the form the text is compared in.
    public var scalars: [UInt32]
    public var isCaseSensitive: Bool
    public var isAccentSensitive: Bool

    /// A term of `text` (without its `!`, `'`, `^` or `$`); `caseMatching` says whether
    /// letter case counts (smart case by default); `normalizes` false compares accents always.
    public init(_ text: String, kind: Kind, isInverse: Bool = false, caseMatching: CaseMatching = .smart, normalizes: Bool = true) {
        self.kind = kind
        self.isInverse = isInverse
        let raw = text.unicodeScalars.map(\.value)
        switch caseMatching {
        case .smart: isCaseSensitive = raw.contains { ScalarFolding.lower($0) != $0 }
        case .ignore: isCaseSensitive = false
        case .respect: isCaseSensitive = true
        }
        isAccentSensitive = !normalizes || raw.contains { ScalarFolding.strip($0) != $0 }
        let caseSensitive = isCaseSensitive, accentSensitive = isAccentSensitive
        scalars = raw.map { Self.key($0, caseSensitive: caseSensitive, accentSensitive: accentSensitive) }
    }

    /// `value` in the form a term with these sensitivities compares.
    @inline(__always)
    static func key(_ value: UInt32, caseSensitive: Bool, accentSensitive: Bool) -> UInt32 {
        switch (caseSensitive, accentSensitive) {
        case (false, false): ScalarFolding.fold(value)
        case (false, true): ScalarFolding.lower(value)
        case (true, false): ScalarFolding.strip(value)
        case (true, true): value
        }
    }

    /// Text scalar `value` in the form this term compares.
    @inline(__always)
    func key(_ value: UInt32) -> UInt32 {
        Self.key(value, caseSensitive: isCaseSensitive, accentSensitive: isAccentSensitive)
    }

    /// Whether every scalar of the term is ASCII (then an ASCII text is compared bytewise).
    var isASCII: Bool { scalars.allSatisfy { $0 < 0x80 } }
}
