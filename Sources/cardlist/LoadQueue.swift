import CardListCore
import Dispatch
import Glibc
import Items
import Search
import Synchronization
import Threading

/// Hands what background work produces (items as they are read, the finished name index,
/// a search's results, a read error) to the UI thread as the model's messages, which it
/// drains between key presses.
final class LoadQueue: Sendable {
    typealias Message = BrowserModel.Message

    private let events = Mutex<[Message]>([])
    /// The searches running, by request id, and how to stop each.
    private let searches = Mutex<[Int: CancelFlag]>([:])
    private let signal = DispatchSemaphore(value: 0)
    /// Whether the reader is to wait between batches (see ``pauseReading()``).
    private let readingPaused = Atomic<Bool>(false)
    private let readingResumed = DispatchSemaphore(value: 0)
    /// The longest a paused reader waits before it goes on by itself.
    private let pauseLimit: Duration

    /// A pipe that holds one byte exactly while messages wait (its ends non-blocking), so
    /// a wait on the terminal can end when one is pushed; -1s when it could not be made.
    private let wakePipe: (read: Int32, write: Int32)

    init(pauseLimit: Duration = .milliseconds(250)) {
        self.pauseLimit = pauseLimit
        let ends = DescriptorLock.pipe() ?? [-1, -1]
        for fd in ends where fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        wakePipe = (ends[0], ends[1])
    }

    deinit {
        if wakePipe.read >= 0 { close(wakePipe.read) }
        if wakePipe.write >= 0 { close(wakePipe.write) }
    }

    /// The descriptor that is readable while pushed messages wait for ``drain()`` (nil
    /// without one).
    var wakeDescriptor: Int32? { wakePipe.read >= 0 ? wakePipe.read : nil }

    func push(_ message: Message) {
        events.withLock { pending in
            // The byte goes in with the first message and out with the drain, both under
            // the lock: a drain with nothing pending makes no system call.
            if pending.isEmpty, wakePipe.write >= 0 {
                var byte: UInt8 = 1
                _ = write(wakePipe.write, &byte, 1)
            }
            pending.append(message)
        }
        signal.signal()
    }

    /// Everything pushed since the last drain, in order.
    func drain() -> [Message] {
        events.withLock { pending in
            defer { pending.removeAll(keepingCapacity: true) }
            if !pending.isEmpty, wakePipe.read >= 0 {
                var byte: UInt8 = 0
                _ = read(wakePipe.read, &byte, 1)
            }
            return pending
        }
    }

    /// Makes the reader wait after its current batch until ``resumeReading()`` (or
    /// ``pauseLimit``, a quarter of a second): while the screen opens and the first frame is drawn, the
    /// reader's decoding would take the processor they need on a machine with few cores.
    func pauseReading() {
        readingPaused.store(true, ordering: .sequentiallyConsistent)
    }

    /// Lets a paused reader go on.
    func resumeReading() {
        guard readingPaused.exchange(false, ordering: .sequentiallyConsistent) else { return }
        readingResumed.signal()
    }

    /// On the reader's thread: waits while reading is paused.
    private func waitWhileReadingPaused() {
        guard readingPaused.load(ordering: .sequentiallyConsistent) else { return }
        if readingResumed.wait(timeout: .now() + .microseconds(pauseLimit.wholeMicroseconds)) == .timedOut {
            readingPaused.store(false, ordering: .sequentiallyConsistent)
        }
    }

    /// Waits until something is pushed or `timeout` passes.
    func wait(timeout: Duration) {
        _ = signal.wait(timeout: .now() + .microseconds(max(0, timeout.wholeMicroseconds)))
    }

    /// Reads `stream` on a background thread, pushing batches, then `.finished` or `.failed`.
    func startReading(_ stream: ItemStream) {
        BackgroundThread.start(name: "reader", stackSize: 8 << 20) { [self] in
            do {
                // A small first chunk shows the first screen sooner; then large ones.
                let totals = try stream.read(chunkSize: 1 << 18, firstChunkSize: 1 << 14, header: { self.push(.header($0)) }) { segment in
                    self.push(.items(segment))
                    self.waitWhileReadingPaused()
                }
                self.push(.finished(skipped: totals.skipped, firstSkipped: totals.firstSkipped))
            } catch {
                self.push(.failed(error))
            }
        }
    }

    /// Runs `request` over `store` on a background thread and pushes its results, unless
    /// ``cancelSearch(id:)`` stops it first (a newer query replaced it).
    func startSearch(_ request: SearchRequest, in store: ItemStore, sorted: Bool) {
        let cancel = CancelFlag()
        searches.withLock { $0[request.id] = cancel }
        BackgroundThread.start(name: "search") { [self] in
            let isCancelled: @Sendable () -> Bool = { cancel.isSet }
            let ranking = sorted ? request.ranking : .inputOrder
            let results = switch request.scope {
            case .items(let range):
                store.search(request.matcher, in: range.clamped(to: 0..<request.itemCount), ranking: ranking, isCancelled: isCancelled)
            case .previousMatches(let previous):
                store.search(request.matcher, among: previous.items(), ranking: ranking, isCancelled: isCancelled)
            }
            searches.withLock { _ = $0.removeValue(forKey: request.id) }
            if !cancel.isSet { self.push(.searched(request, results)) }
        }
    }

    /// Stops the search of request `id`, if it still runs: its results are never pushed.
    func cancelSearch(id: Int) {
        searches.withLock { $0.removeValue(forKey: id) }?.set()
    }

    /// Builds the jump's name index on a background thread and pushes it when done.
    func startIndexing(_ store: ItemStore) {
        BackgroundThread.start(name: "name index") { [self] in
            self.push(.nameIndex(NameIndex(store: store)))
        }
    }
}

/// A flag one thread sets and others read: a background search stops when it is set.
final class CancelFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .relaxed) }
    var isSet: Bool { value.load(ordering: .relaxed) }
}
