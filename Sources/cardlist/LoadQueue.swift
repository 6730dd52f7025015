import CardListCore
import Foundation
import Synchronization

/// Hands what background work produces (items as they are read, the finished name index,
/// a read error) to the UI thread, which drains it between key presses.
final class LoadQueue: Sendable {
    enum Event: Sendable {
        case items(ItemSegment)
        /// The `--header-lines` lines, before any item.
        case header([String])
        case finished(skipped: Int)
        case failed(String)
        case nameIndex(NameIndex)
    }

    private let events = Mutex<[Event]>([])
    private let signal = DispatchSemaphore(value: 0)

    func push(_ event: Event) {
        events.withLock { $0.append(event) }
        signal.signal()
    }

    /// Everything pushed since the last drain, in order.
    func drain() -> [Event] {
        events.withLock { pending in
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
    }

    /// Waits until something is pushed or `timeout` passes.
    func wait(timeout: Duration) {
        _ = signal.wait(timeout: .now() + .microseconds(max(0, timeout.wholeMicroseconds)))
    }

    /// Reads `stream` on a background thread, pushing batches, then `.finished` or `.failed`.
    func startReading(_ stream: ItemStream) {
        let thread = Thread { [self] in
            do {
                // A small first chunk shows the first screen sooner; then large ones.
                let totals = try stream.read(chunkSize: 1 << 18, firstChunkSize: 1 << 14, header: { self.push(.header($0)) }) { segment in
                    self.push(.items(segment))
                }
                self.push(.finished(skipped: totals.skipped))
            } catch {
                self.push(.failed("\(error)"))
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Builds the jump's name index on a background thread and pushes it when done.
    func startIndexing(_ store: ItemStore) {
        Thread { [self] in
            self.push(.nameIndex(NameIndex(store: store)))
        }.start()
    }
}
