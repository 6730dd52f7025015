/// Row heights measured at one width, keyed by row id. Changing the width forgets them all.
public struct HeightCache<ID: Hashable>: Hashable {
    /// The width the cached heights were measured at.
    public private(set) var width: Int
    private var heights: [ID: Int] = [:]

    /// An empty cache for rows measured `width` columns wide.
    public init(width: Int) {
        self.width = width
    }

    /// The cached height of row `id`, if measured at the current width.
    public subscript(id: ID) -> Int? { heights[id] }

    /// Starts over at `width` when it differs from the cached width.
    public mutating func use(width: Int) {
        guard width != self.width else { return }
        self.width = width
        heights = [:]
    }

    /// Remembers `height` for row `id` at the current width.
    public mutating func store(_ height: Int, for id: ID) {
        heights[id] = height
    }

    /// Forgets every height (the rows changed their look, say a new card style).
    public mutating func removeAll() {
        heights = [:]
    }
}

extension HeightCache: Sendable where ID: Sendable {}
