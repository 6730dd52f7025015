/// Row heights measured at one width. Changing the width forgets them all.
struct HeightCache: Hashable, Sendable {
    private(set) var width: Int
    private var heights: [Int: Int] = [:]

    init(width: Int) {
        self.width = width
    }

    /// The cached height of `item`, if measured at the current width.
    subscript(item: Int) -> Int? { heights[item] }

    /// Starts over at `width` when it differs from the cached width.
    mutating func use(width: Int) {
        guard width != self.width else { return }
        self.width = width
        heights = [:]
    }

    mutating func store(_ height: Int, for item: Int) {
        heights[item] = height
    }

    /// Forgets every height (the rows changed, say a new card style).
    mutating func removeAll() {
        heights = [:]
    }
}
