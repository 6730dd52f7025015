/// One field expression of `--nth`, `--with-nth` or `--accept-nth`, in fzf's notation:
/// `N` (the Nth field from 1; `-1` is the last), `N..M`, `N..` (to the last), `..M`
/// (from the first) and `..` (every field).
///
///     FieldRange(parsing: "2..")   // second field to the last
///     FieldRange(parsing: "..-2")  // first field to the one before the last
public struct FieldRange: Hashable, Sendable, CustomStringConvertible {
    /// The first field (1-based; negative counts from the end), nil from the first.
    public var first: Int?
    /// The last field (1-based; negative counts from the end), nil to the last.
    public var last: Int?

    public init(first: Int?, last: Int?) {
        self.first = first
        self.last = last
    }

    /// The single field `index`.
    public init(_ index: Int) {
        self.init(first: index, last: index)
    }

    /// The expression `text`, or nil when it is not one: no field is 0, a range has at
    /// most one `..`, and a range cannot run from a field counted from the end to one
    /// counted from the start (`-2..3`), as fzf rules.
    public init?(parsing text: some StringProtocol) {
        func number(_ text: some StringProtocol) -> Int? {
            guard let value = Int(text), value != 0, !text.hasPrefix("+") else { return nil }
            return value
        }
        let parts = text.parts(separatedBy: "..")
        switch parts.count {
        case 1:
            guard let index = number(text) else { return nil }
            self.init(index)
        case 2:
            let first = parts[0].isEmpty ? nil : number(parts[0])
            let last = parts[1].isEmpty ? nil : number(parts[1])
            guard parts[0].isEmpty || first != nil, parts[1].isEmpty || last != nil else { return nil }
            if let first, let last, first < 0, last > 0 { return nil }
            self.init(first: first, last: last)
        default:
            return nil
        }
    }

    public var description: String {
        if let first, first == last { return String(first) }
        return (first.map(String.init) ?? "") + ".." + (last.map(String.init) ?? "")
    }

    /// The fields this expression takes from a text of `count` fields, as 0-based indices
    /// (empty when none of them exists).
    public func indices(amongFields count: Int) -> Range<Int> {
        var low = first ?? 1
        var high = last ?? count
        if low < 0 { low += count + 1 }
        if high < 0 { high += count + 1 }
        low = max(low, 1)
        high = min(high, count)
        return low <= high ? (low - 1)..<high : 0..<0
    }
}
