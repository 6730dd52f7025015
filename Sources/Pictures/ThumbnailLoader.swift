import Threading
import Glibc
import Rows

/// Makes thumbnails on a background thread, newest request first, and hands them to the
/// main thread; a request never waits for a decode.
///
/// The main thread asks with ``picture(for:)`` while it lays out the visible cards: a
/// thumbnail already made is returned at once; otherwise the path is noted and `nil`
/// (the placeholder) is returned; ``startRequests()``, once the frame is out, hands the
/// noted paths to the background thread. (A frame that must not ask while it draws looks
/// with ``madePicture(_:)`` and asks afterwards with ``ask(for:)``.) When thumbnails finish, ``takeFinished()`` says so and
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
        /// Where the decoders and chafa are found.
        public var libraries: PictureLibraries

        public init(columns: Int, rows: Int, symbols: SymbolSet = .half, colors: PictureColors = .trueColor,
                    limits: DecodeLimits = .standard, cacheBytes: Int = 64 << 20, queueLimit: Int = 48,
                    threads: Int = 2, libraries: PictureLibraries = .system) {
            self.threads = threads
            self.libraries = libraries
            self.columns = columns
            self.rows = rows
            self.symbols = symbols
            self.colors = colors
            self.limits = limits
            self.cacheBytes = cacheBytes
            self.queueLimit = queueLimit
        }
    }

    /// What the background threads make: a path's thumbnail (no box), or the path's
    /// picture as large as fits a box of cells (a detail view's).
    public struct Request: Hashable, Sendable {
        public var path: String
        public var box: Size?

        /// The thumbnail of the file at `path`, or with a `box` its picture fitted to it.
        public init(path: String, fittedTo box: Size? = nil) {
            self.path = path
            self.box = box.map { Size(width: max(1, $0.width), height: max(1, $0.height)) }
        }
    }

    public let settings: Settings
    private let condition = ConditionLock()
    /// Guarded by `condition`.
    private var waiting: [Request] = []
    /// Pictures fitted to a box (a detail view's), newest last: the view shows one at a time.
    private var waitingLarge: [Request] = []
    private var finished: [Request: Picture?] = [:]
    private var hasNews = false
    private var stopped = false
    private var cache: ThumbnailCache
    /// Main thread only: what each path gave, or pending.
    private var known: [Request: Picture?] = [:]
    private var pending: Set<Request> = []
    /// Main thread only: paths asked for in the frame being made, not yet handed over.
    private var requested: [Request] = []
    private var startedThreads = false
    private var startedLargeThread = false

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
        picture(for: Request(path: path))
    }

    /// The picture of the file at `path` as large as fits `box` (columns × rows) with its
    /// proportions kept, and no larger than it needs (no blank margins), if it is ready;
    /// otherwise queues it, ahead of the thumbnails asked for before it, and returns nil.
    /// Made by the same renderer, threads and cache as the thumbnails. Main thread only.
    public func picture(for path: String, fittedTo box: Size) -> Picture?? {
        picture(for: Request(path: path, fittedTo: box))
    }

    /// What `request` gave if it was made: `.some(nil)` when the file gives no picture; nil
    /// when it was not made (yet). Asks for nothing: a frame drawn with it only looks.
    /// Main thread only.
    public func madePicture(_ request: Request) -> Picture?? {
        known[request]
    }

    /// Queues the requests that were neither made nor asked for yet, handed to the
    /// background threads by ``startRequests()``. Main thread only.
    public func ask(for requests: [Request]) {
        for request in requests { _ = picture(for: request) }
    }

    private func picture(for request: Request) -> Picture?? {
        if let picture = known[request] { return .some(picture) }
        if !pending.contains(request) {
            pending.insert(request)
            requested.append(request)
        }
        return nil
    }

    /// Queues the file at `path` ahead of need (a card just off screen), behind every path
    /// asked for with ``picture(for:)``. Main thread only.
    public func prefetch(_ path: String) {
        let request = Request(path: path)
        guard known[request] == nil, !pending.contains(request) else { return }
        pending.insert(request)
        // The background threads take the newest first: what is on screen goes before this.
        requested.insert(request, at: 0)
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
        for (request, picture) in done {
            pending.remove(request)
            known[request] = picture
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

    private func enqueue(_ requests: [Request]) {
        condition.lock()
        waiting += requests.filter { $0.box == nil }
        waitingLarge += requests.filter { $0.box != nil }
        var dropped: [Request] = []
        if waiting.count > settings.queueLimit {
            dropped = Array(waiting.prefix(waiting.count - settings.queueLimit))
            waiting.removeFirst(dropped.count)
        }
        if waitingLarge.count > 1 {
            // Only the newest is still on screen.
            dropped += waitingLarge.dropLast()
            waitingLarge.removeFirst(waitingLarge.count - 1)
        }
        if !waitingLarge.isEmpty, !startedLargeThread {
            startedLargeThread = true
            BackgroundThread.start(name: "picture-large") { [weak self] in self?.workOnLarge() }
        }
        if !waiting.isEmpty, !startedThreads {
            startedThreads = true
            for index in 0..<max(1, settings.threads) {
                BackgroundThread.start(name: "thumbnails-\(index)") { [weak self] in self?.work() }
            }
        }
        condition.broadcast()
        condition.unlock()
        // Asked again when it is seen again.
        for request in dropped { pending.remove(request) }
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
            let request = waiting.removeLast()  // newest first: what is on screen now
            condition.unlock()
            let picture = makePicture(request)
            condition.lock()
            finished[request] = .some(picture)
            hasNews = true
            condition.unlock()
        }
    }

    /// Makes the pictures fitted to a box, at the normal priority: unlike the thumbnails,
    /// such a picture is what the frame is for (a person asked for it with a key), and at
    /// the lowest priority a busy machine left it waiting for seconds.
    private func workOnLarge() {
        while true {
            condition.lock()
            while waitingLarge.isEmpty, !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            let request = waitingLarge.removeLast()
            condition.unlock()
            let picture = makePicture(request)
            condition.lock()
            finished[request] = .some(picture)
            hasNews = true
            condition.unlock()
        }
    }

    /// The picture `request` asks for, from the cache when the file's signature is unchanged.
    private func makePicture(_ request: Request) -> Picture? {
        guard let signature = PictureFile.signature(of: request.path) else { return nil }
        let key = ThumbnailCache.Key(path: request.path, signature: signature, box: request.box)
        condition.lock()
        let cached = cache.lookup(key)
        condition.unlock()
        if let cached { return cached }
        let picture = if let box = request.box {
            Self.picture(of: request.path, fittedTo: box, settings: settings)
        } else {
            Self.thumbnail(of: request.path, settings: settings)
        }
        condition.lock()
        cache.insert(picture, for: key)
        condition.unlock()
        return picture
    }

    /// The thumbnail of the file at `path` made at once on this thread, or nil when the
    /// file gives no picture (or a library it needs cannot be loaded). Used by `--print` and
    /// by the background thread.
    public static func thumbnail(of path: String, settings: Settings) -> Picture? {
        guard (try? settings.libraries.chafa.functions()) != nil,
              let pixels = try? PictureFile.pixels(at: path, limits: settings.limits, libraries: settings.libraries) else { return nil }
        return CellRenderer(symbols: settings.symbols, colors: settings.colors, libraries: settings.libraries)
            .picture(of: pixels, columns: settings.columns, rows: settings.rows)
    }

    /// The picture of the file at `path` as large as fits `box` with its proportions kept,
    /// made at once on this thread in the thumbnails' look; nil when the file gives no picture.
    /// A JPEG is decoded at the smallest reduced size that still has a pixel for each of
    /// the box's (so a 2,000 × 1,500 photo for an 80-column box is read at 1/8 size).
    public static func picture(of path: String, fittedTo box: Size, settings: Settings) -> Picture? {
        let (across, down) = settings.symbols.pixelsPerCell
        var limits = settings.limits
        limits.minimumSide = max(limits.minimumSide, box.width * across, box.height * down)
        guard (try? settings.libraries.chafa.functions()) != nil,
              let pixels = try? PictureFile.pixels(at: path, limits: limits, libraries: settings.libraries) else { return nil }
        return CellRenderer(symbols: settings.symbols, colors: settings.colors, libraries: settings.libraries)
            .fittedPicture(of: pixels, columns: box.width, rows: box.height)
    }
}
