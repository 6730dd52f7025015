import CNcursesw
import Rows

/// ncurses colour pairs, allocated the first time a foreground/background combination is
/// drawn and reused after that.
///
/// Pair 0 is the terminal's default colours. When the terminal runs out of pairs, further
/// combinations fall back to pair 0 rather than failing.
struct ColorPairs {
    /// What the terminal can show.
    let depth: ColorDepth
    private let limit: Int32
    private var pairs: [PairKey: Int32] = [:]
    private var next: Int32 = 1

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Pairs for a terminal of `depth` that offers `limit` pairs (`COLOR_PAIRS`).
    init(depth: ColorDepth, limit: Int) {
        self.depth = depth
        self.limit = Int32(clamping: limit)
    }

    /// The pair number that draws `style`'s colours.
    ///
    /// - Complexity: O(1) amortised.
    mutating func pair(for style: Style) -> Int32 {
        guard depth != .none else { return 0 }
        let key = PairKey(foreground: depth.number(for: style.foreground), background: depth.number(for: style.background))
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        guard next < limit, init_extended_pair(next, key.foreground, key.background) != ERR else { return 0 }
        pairs[key] = next
        next += 1
        return pairs[key] ?? 0
    }
}
