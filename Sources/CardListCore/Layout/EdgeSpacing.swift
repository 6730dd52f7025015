import Rows

/// Space on the four sides of the list (`--margin`, `--padding`), in fzf's forms: `1` on
/// every side, `1,2` top and bottom then left and right, `1,2,3` top, left and right, then
/// bottom, and `1,2,3,4` top, right, bottom, left (clockwise). Each is a count of cells or a
/// percentage of the screen's height (top, bottom) or width (left, right).
///
///     EdgeSpacing(parsing: "1,10%")?.insets(in: Size(width: 80, height: 24))
///     // (top: 1, right: 8, bottom: 1, left: 8)
public struct EdgeSpacing: Hashable, Sendable {
    /// One side's space.
    public enum Length: Hashable, Sendable {
        case cells(Int)
        /// A percentage of the screen's height or width, 0 to 100.
        case percent(Double)

        /// The cells it takes out of `extent` (a percentage is rounded down).
        func cells(of extent: Int) -> Int {
            switch self {
            case let .cells(count): count
            case let .percent(percent): Int(Double(extent) * percent / 100)
            }
        }
    }

    public var top, right, bottom, left: Length

    /// No space on any side.
    public static let zero = EdgeSpacing(top: .cells(0), right: .cells(0), bottom: .cells(0), left: .cells(0))

    public init(top: Length, right: Length, bottom: Length, left: Length) {
        (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
    }

    /// The spacing `text` writes, or nil when it is not one of the four forms.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.length(String($0)) }
        guard !parts.contains(where: { $0 == nil }) else { return nil }
        let lengths = parts.compactMap { $0 }
        switch lengths.count {
        case 1: self.init(top: lengths[0], right: lengths[0], bottom: lengths[0], left: lengths[0])
        case 2: self.init(top: lengths[0], right: lengths[1], bottom: lengths[0], left: lengths[1])
        case 3: self.init(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[1])
        case 4: self.init(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[3])
        default: return nil
        }
    }

    /// The first part of `text` that is not a length (for an error message), or nil.
    public static func badPart(of text: String) -> String? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 4 { return parts[4] }
        return parts.first { length($0) == nil }
    }

    /// The most cells one side may take.
    public static let maximumCells = 1_000

    /// `3` or `10%` (a whole or decimal percentage up to 100).
    private static func length(_ text: String) -> Length? {
        if text.hasSuffix("%") {
            let number = text.dropLast()
            guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let percent = Double(number), (0...100).contains(percent) else { return nil }
            return .percent(percent)
        }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(text), count <= maximumCells else { return nil }
        return .cells(count)
    }

    /// The cells each side takes on a screen of `size`.
    public func insets(in size: Size) -> (top: Int, right: Int, bottom: Int, left: Int) {
        (top.cells(of: size.height), right.cells(of: size.width), bottom.cells(of: size.height), left.cells(of: size.width))
    }
}
