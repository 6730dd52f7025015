/// Case and accent folding one Unicode scalar at a time, in constant time per scalar, so a
/// text of any length folds in linear time (no decomposition of the whole string).
///
/// Every scalar folds to exactly one scalar, so a position in the folded text is the same
/// position in the original (what highlighting needs):
///
///     ScalarFolding.fold("É")          // "e": accents removed and lower case
///     ScalarFolding.lower("É")         // "é"
///     ScalarFolding.strip("É")         // "E"
public enum ScalarFolding {
    /// The table's three columns for the scalars below ``denseLimit``, four per scalar
    /// (the scalar itself first), built from ``FoldTable`` on first use.
    private static let dense: [UInt32] = {
        var table = [UInt32](repeating: 0, count: Int(denseLimit) * 4)
        for scalar in 0..<denseLimit {
            let base = Int(scalar) * 4
            table[base] = scalar
            table[base + 1] = scalar
            table[base + 2] = asciiLower(scalar)
            table[base + 3] = asciiLower(scalar)
        }
        var entry = 0
        let entries = FoldTable.entries
        while entry + 3 < entries.count, entries[entry] < denseLimit {
            let base = Int(entries[entry]) * 4
            table[base + 1] = entries[entry + 1]
            table[base + 2] = entries[entry + 2]
            table[base + 3] = entries[entry + 3]
            entry += 4
        }
        return table
    }()

    /// The table's rows for scalars from ``denseLimit`` on.
    private static let sparse: [UInt32: (strip: UInt32, lower: UInt32, fold: UInt32)] = {
        var rows: [UInt32: (strip: UInt32, lower: UInt32, fold: UInt32)] = [:]
        let entries = FoldTable.entries
        for entry in stride(from: 0, to: entries.count, by: 4) where entries[entry] >= denseLimit {
            rows[entries[entry]] = (entries[entry + 1], entries[entry + 2], entries[entry + 3])
        }
        return rows
    }()

    /// Scalars below this are looked up in an array.
    static let denseLimit: UInt32 = 0x2000

    @inline(__always)
    static func asciiLower(_ value: UInt32) -> UInt32 {
        value &- 0x41 < 26 ? value | 0x20 : value
    }

    /// `value` with its accents removed and in lower case.
    @inline(__always)
    public static func fold(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return asciiLower(value) }
        return column(3, of: value)
    }

    /// `value` in lower case, accents kept.
    @inline(__always)
    public static func lower(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return asciiLower(value) }
        return column(2, of: value)
    }

    /// `value` with its accents removed, case kept.
    @inline(__always)
    public static func strip(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return value }
        return column(1, of: value)
    }

    private static func column(_ column: Int, of value: UInt32) -> UInt32 {
        if value < denseLimit { return dense[Int(value) * 4 + column] }
        guard let row = sparse[value] else { return value }
        switch column {
        case 1: return row.strip
        case 2: return row.lower
        default: return row.fold
        }
    }

    /// The scalar form of `scalar` folded (accents removed, lower case).
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(fold(scalar.value)) ?? scalar
    }
    public static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(lower(scalar.value)) ?? scalar
    }
    public static func strip(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(strip(scalar.value)) ?? scalar
    }

    /// Whether `value` is a combining mark that folding drops (it accents the scalar before
    /// it). The combining Latin small letters (U+0363–U+036F) are not dropped: they fold to
    /// their letters, as the search folds them.
    @inline(__always)
    package static func isCombiningMark(_ value: UInt32) -> Bool {
        if value < 0x300 { return false }
        if value < 0x363 { return true }
        if value < 0x370 { return false }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
