import CardListCore

/// The rows drawn in earlier frames, kept while the model's ``RowLook`` stays the one they
/// were drawn with.
final class DrawnRows {
    private let cache = RowCache()
    /// The status line, kept between frames.
    let statusLine = StatusLineCache()
    private var look: RowLook?

    /// The rows drawn with `look`: all of them forgotten when it differs from the last one.
    func cache(for look: RowLook) -> RowCache {
        // Compared unwrapped: comparing two optionals went through the runtime's generic code.
        if let kept = self.look, kept == look { return cache }
        cache.invalidate()
        self.look = look
        return cache
    }
}
