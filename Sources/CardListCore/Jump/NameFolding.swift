import Search

/// Folds names for case- and accent-insensitive comparison: `"Café"` and `"CAFE"` both
/// fold to `"cafe"`, `"Ångström"` to `"angstrom"`.
///
/// Each scalar is folded on its own through ``ScalarFolding`` (accents removed, lower
/// case) and combining marks are dropped, so the fold takes linear time whatever the text;
/// the Latin ligatures (`ﬁ`) are spelled out. Plain ASCII takes a fast path that only
/// lower-cases bytes.
public enum NameFolding {
    /// `string` folded for matching.
    ///
    ///     NameFolding.fold("Crème Brûlée")  // "creme brulee"
    ///
    /// - Complexity: O(*n*) in the length of the string; no allocation beyond the result
    ///   on the ASCII path.
    public static func fold(_ string: String) -> String {
        if let ascii = foldASCII(string) { return ascii }
        var scalars = String.UnicodeScalarView()
        for scalar in string.unicodeScalars where !ScalarFolding.isCombiningMark(scalar.value) {
            if (0xFB00...0xFB06).contains(scalar.value) {
                // A ligature folds to its letters (its compatibility decomposition).
                scalars.append(contentsOf: ligatureLetters[Int(scalar.value - 0xFB00)].unicodeScalars)
            } else {
                scalars.append(ScalarFolding.fold(scalar))
            }
        }
        return String(scalars)
    }

    /// The letters of the Latin ligatures U+FB00 ﬀ to U+FB06 ﬆ, as Unicode's compatibility
    /// decomposition spells them (ﬅ, a long s with t, ends as `st`).
    private static let ligatureLetters = ["ff", "fi", "fl", "ffi", "ffl", "st", "st"]

    /// The folded UTF-8 bytes of `string`, the form ``NameIndex`` keys are kept in.
    public static func foldedBytes(_ string: String) -> [UInt8] {
        Array(fold(string).utf8)
    }

    /// Lower-cased ASCII, or `nil` when the string has any non-ASCII byte.
    private static func foldASCII(_ string: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
