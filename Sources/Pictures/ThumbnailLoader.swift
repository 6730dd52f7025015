import Threading
import Glibc
import Rows

/// Makes thumbnails on a background thread, newest request first, and hands them to the
/// main thread; a request never waits for a decode.
///
/// The main thread asks with ``picture(for:)`` while it lays out the visible cards: a
/// thumbnail already made is returned at once; otherwise the path is noted and `nil`
/// (the placeholder) is returned; ``startRequests()``, once the frame is out, hands the
/// noted paths to the background thread. When thumbnails finish, ``takeFinished()`` says so and
/// the next frame shows them. Only asked-for paths are decoded, so scrolling a million
/// items decodes only what was on screen; requests that pile up while scrolling fast are
/// dropped oldest first.
public final class ThumbnailLoader: @unchecked Sendable {
    /// How thumbnails are made.
    public struct Settings: Hashable, Sendable {
        public var columns: Int
        public var rows: Int
        public var symbols: SymbolSet
        public var colors: PictureColors
        public var limits: DecodeLimits
        /// The memory bound of finished thumbnails.
        public var cacheBytes: Int
        /// Requests waiting at most; older ones are dropped (asked again when seen again).
        public var queueLimit: Int
        /// Background threads decoding at once (each holds at most one decoded picture).
        public var threads: Int

        public init(columns: Int, rows: Int, symbols: SymbolSet = .half, colors: PictureColors = .trueColor,
                    limits: DecodeLimits = .standard, cacheBytes: Int = 64 << 20, queueLimit: Int = 48,
                    threads: Int = 2) {
            self.threads = threads
            self.columns = columns
            self.rows = rows
            self.symbols = symbols
            self.colors = colors
            self.limits = limits
            self.cacheBytes = cacheBytes
            self.queueLimit = queueLimit
        }
    }

    public let settings: Settings
    private let condition = ConditionLock()
    /// Guarded by `condition`.
    private var waiting: [String] = []
    private var finished: [String: Picture?] = [:]
    private var hasNews = false
    private var stopped = false
    private var cache: ThumbnailCache
    /// Main thread only: what each path gave, or pending.
    private var known: [String: Picture?] = [:]
    private var pending: Set<String> = []
    /// Main thread only: paths asked for in the frame being made, not yet handed over.
    private var requested: [String] = []
    private var startedThreads = false

    public init(settings: Settings) {
        self.settings = settings
        cache = ThumbnailCache(byteLimit: settings.cacheBytes)
    }

    deinit { stop() }

    /// The thumbnail for the file at `path` if it is ready; otherwise queues it and returns nil.
    ///
    /// `.some(nil)` means the file gives no picture (unreadable, damaged, too large).
    /// Main thread only.
    public func picture(for path: String) -> Picture?? {
        if let picture = known[path] { return .some(picture) }
        if !pending.contains(path) {
            pending.insert(path)
            requested.append(path)
        }
        return nil
    }

    /// Queues the file at `path` ahead of need (a card just off screen), behind every path
    /// asked for with ``picture(for:)``. Main thread only.
    public func prefetch(_ path: String) {
        guard known[path] == nil, !pending.contains(path) else { return }
        pending.insert(path)
        // The background threads take the newest first: what is on screen goes before this.
        requested.insert(path, at: 0)
    }

    /// Hands the paths asked for since the last call to the background thread. Call it
    /// after the frame that asked for them is out, so the decoding never delays that frame.
    /// Main thread only.
    public func startRequests() {
        guard !requested.isEmpty else { return }
        let paths = requested
        requested.removeAll(keepingCapacity: true)
        enqueue(paths)
    }

    /// Whether thumbnails finished since the last call; takes them in. Main thread only.
    public func takeFinished() -> Bool {
        condition.lock()
        guard hasNews else {
            condition.unlock()
            return false
        }
        let done = finished
        finished.removeAll()
        hasNews = false
        condition.unlock()
        for (path, picture) in done {
            pending.remove(path)
            known[path] = picture
        }
        trimKnown()
        return true
    }

    /// Whether requests are queued or being decoded. Main thread only.
    public var isBusy: Bool { !pending.isEmpty }

    /// Stops the background thread (idempotent).
    public func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func enqueue(_ paths: [String]) {
        condition.lock()
        waiting += paths
        var dropped: [String] = []
        if waiting.count > settings.queueLimit {
            dropped = Array(waiting.prefix(waiting.count - settings.queueLimit))
            waiting.removeFirst(dropped.count)
        }
        if !startedThreads {
            startedThreads = true
            for index in 0..<max(1, settings.threads) {
                BackgroundThread.start(name: "thumbnails-\(index)") { [weak self] in self?.work() }
            }
        }
        condition.broadcast()
        condition.unlock()
        // Asked again when it is seen again.
        for path in dropped { pending.remove(path) }
    }

    /// The main thread's table is only a view of the cache: keep it from growing without end.
    private func trimKnown() {
        if known.count > 4096 { known.removeAll(keepingCapacity: true) }
    }

    private func work() {
        // Below every busy thread: a decode hardly takes the processor from drawing a frame,
        // nor from the terminal reading it.
        BackgroundThread.lowerToLowestPriority()
        while true {
            condition.lock()
            while waiting.isEmpty, !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            let path = waiting.removeLast()  // newest first: what is on screen now
            condition.unlock()
            let picture = makeThumbnail(path)
            condition.lock()
            finished[path] = .some(picture)
            hasNews = true
            condition.unlock()
        }
    }

    /// The thumbnail of the file at `path`, from the cache when its signature is unchanged.
    private func makeThumbnail(_ path: String) -> Picture? {
        guard let signature = PictureFile.signature(of: path) else { return nil }
        let key = ThumbnailCache.Key(path: path, signature: signature)
        condition.lock()
        let cached = cache.lookup(key)
        condition.unlock()
        if let cached { return cached }
        let picture = Self.thumbnail(of: path, settings: settings)
        condition.lock()
        cache.insert(picture, for: key)
        condition.unlock()
        return picture
    }

    /// The thumbnail of the file at `path` made at once on this thread, or nil when the
    /// file gives no picture. Used by `--print` and by the background thread.
    public static func thumbnail(of path: String, settings: Settings) -> Picture? {
        guard let pixels = try? PictureFile.pixels(at: path, limits: settings.limits) else { return nil }
        return CellRenderer(symbols: settings.symbols, colors: settings.colors)
            .picture(of: pixels, columns: settings.columns, rows: settings.rows)
    }
}
