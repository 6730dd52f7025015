import CNcursesw
import Rows

/// ncurses colour pairs, allocated the first time a foreground/background combination is
/// drawn and reused after that; pictures need thousands, so pairs no longer on screen are
/// given back.
///
/// Pairs come from ncurses' extended pairs (`alloc_pair`, numbers beyond 255). ncurses
/// would recycle its oldest pair when the table is full — repainting cells still on screen
/// in the wrong colours — so this cache never lets it get full: before a frame, when more
/// than ``reclaimThreshold`` pairs are held, ``reclaim(keeping:)`` frees every pair that
/// neither the screen nor the new frame uses. Pair 0 is the terminal's default colours;
/// when pairs run out within one frame, further combinations fall back to it.
struct ColorPairs {
    /// What the terminal can show.
    let depth: ColorDepth
    private let limit: Int32
    private var pairs: [PairKey: Int32] = [:]

    struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The styles on screen and in the frame being painted, asked for when the table is
    /// full in the middle of a frame (set by the painter for each frame).
    var stylesInUse: (() -> Set<Style>)?

    /// Pairs for a terminal of `depth` that offers `limit` pairs (`COLOR_PAIRS`).
    init(depth: ColorDepth, limit: Int) {
        self.depth = depth
        self.limit = Int32(clamping: limit)
    }

    /// Pairs held now.
    var count: Int { pairs.count }

    /// How many pairs may be held before a frame frees those not on screen: three quarters
    /// of the table.
    var reclaimThreshold: Int { Int(limit) * 3 / 4 }

    /// Whether the next frame should call ``reclaim(keeping:)`` first.
    var needsReclaim: Bool { pairs.count > reclaimThreshold }

    /// The pair number that draws `style`'s colours.
    ///
    /// - Complexity: O(1) amortised.
    mutating func pair(for style: Style) -> Int32 {
        guard depth != .none else { return 0 }
        let key = key(for: style)
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        // Never let ncurses' table fill up: it would recycle a pair that may be on screen.
        if pairs.count + 1 >= limit, let stylesInUse {
            // Full within a frame: give back what neither the screen nor this frame uses, once.
            self.stylesInUse = nil
            reclaim(keeping: stylesInUse())
        }
        guard pairs.count + 1 < limit else { return 0 }
        let pair = alloc_pair(key.foreground, key.background)
        guard pair > 0 else { return 0 }
        pairs[key] = pair
        return pair
    }

    /// Frees every pair that none of `styles` uses (the styles on screen and in the next
    /// frame); returns how many were freed.
    ///
    /// - Complexity: O(*pairs* + *styles*).
    @discardableResult
    mutating func reclaim(keeping styles: Set<Style>) -> Int {
        let kept = Set(styles.map(key(for:)))
        var freed = 0
        for (key, pair) in pairs where !kept.contains(key) {
            free_pair(pair)
            pairs[key] = nil
            freed += 1
        }
        return freed
    }

    private func key(for style: Style) -> PairKey {
        PairKey(foreground: depth.number(for: style.foreground), background: depth.number(for: style.background))
    }
}
