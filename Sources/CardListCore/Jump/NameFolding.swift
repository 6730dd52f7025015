import Foundation

/// Folds names for case- and accent-insensitive comparison: `"Café"` and `"CAFE"` both
/// fold to `"cafe"`, `"Ångström"` to `"angstrom"`.
///
/// The fold is Unicode compatibility decomposition (NFKD), then dropping every combining
/// mark, then lower-casing. Plain ASCII takes a fast path that only lower-cases bytes.
public enum NameFolding {
    /// `string` folded for matching.
    ///
    ///     NameFolding.fold("Crème Brûlée")  // "creme brulee"
    ///
    /// - Complexity: O(*n*) in the length of the string; no allocation beyond the result
    ///   on the ASCII path.
    public static func fold(_ string: String) -> String {
        if let ascii = foldASCII(string) { return ascii }
        let decomposed = string.decomposedStringWithCompatibilityMapping
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !isCombiningMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }

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

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
