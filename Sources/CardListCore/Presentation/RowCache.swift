import Rows

/// Keeps rows drawn in earlier frames, so a key press redraws only the rows whose look
/// changed (the old and the new selection) and copies the rest.
///
/// Entries are keyed by item, selection, mark and size; call ``invalidate()`` when what a
/// row shows changes in another way (the row style, the filter's highlighting).
public final class RowCache {
    struct Key: Hashable {
        var item: Int
        var isSelected: Bool
        var isMarked: Bool
        var size: Size

        /// Hashed as two numbers, not five: every row of every frame is looked up.
        func hash(into hasher: inout Hasher) {
            hasher.combine(item)
            hasher.combine(UInt64(truncatingIfNeeded: size.width) << 34 ^ UInt64(truncatingIfNeeded: size.height) << 2
                           ^ (isSelected ? 2 : 0) ^ (isMarked ? 1 : 0))
        }
    }

    private var canvases: [Key: Canvas] = [:]
    /// Entries kept at most; the cache starts afresh past it (a screen needs a few dozen).
    private let limit: Int

    public init(limit: Int = 512) {
        self.limit = limit
    }

    /// Forgets every drawn row.
    public func invalidate() {
        canvases.removeAll(keepingCapacity: true)
    }

    /// Makes the row that shows an item: what a cached row draws when this look of it is
    /// not kept yet, and what it is measured with. Set before a frame is laid out.
    ///
    /// Held here, not by each row: a cached row is then an item and this cache, small
    /// enough to pass as `any RowPart` without a box and a closure made for every row.
    public var makeRow: (_ item: Int) -> any RowPart = { _ in Spacer() }

    /// The row for `item`, made by ``makeRow`` only when this look of it is not cached yet.
    public func row(item: Int) -> CachedRow {
        CachedRow(item: item, cache: self)
    }

    /// The row of `key`: the kept canvas, or one drawn now by ``makeRow`` and kept.
    func canvas(for key: Key, environment: RowEnvironment) -> Canvas {
        if let canvas = canvases[key] { return canvas }
        if canvases.count >= limit { canvases.removeAll(keepingCapacity: true) }
        var canvas = Canvas(size: key.size)
        makeRow(key.item).draw(into: &canvas, in: canvas.bounds, environment: environment)
        canvases[key] = canvas
        return canvas
    }
}

/// A row drawn through a ``RowCache``.
public struct CachedRow: RowPart {
    let item: Int
    let cache: RowCache

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        cache.makeRow(item).size(forWidth: width, in: environment)
    }

    public var decorativeRowsBelow: Int { cache.makeRow(item).decorativeRowsBelow }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let key = RowCache.Key(item: item, isSelected: environment.isSelected, isMarked: environment.isMarked, size: rect.size)
        canvas.draw(cache.canvas(for: key, environment: environment), x: rect.x, y: rect.y)
    }
}
