/// Terminal column widths of single code points, from a table generated from the C
/// library's `wcwidth` under UTF-8, so results do not depend on the process's locale.
enum ColumnWidth {
    /// 0 (combining or zero-width), 1, 2 (wide), or -1 (not printable).
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? -1 : 1 }
        if value < 0x300 { return value < 0xA0 ? -1 : 1 }
        if contains(WidthTable.zero, value) { return 0 }
        if contains(WidthTable.wide, value) { return 2 }
        if contains(WidthTable.unprintable, value) { return -1 }
        return 1
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
