import CardListCore
import Glibc
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// What the loading thread hands to the UI thread.
@Suite struct LoadQueueTests {
    /// Drains `queue` until `.failed` arrives, or gives up after about ten seconds.
    private func failure(from queue: LoadQueue) -> (any Error)? {
        for _ in 0..<1000 {
            for event in queue.drain() {
                if case let .failed(error) = event { return error }
            }
            queue.wait(timeout: .milliseconds(10))
        }
        return nil
    }

    @Test func aReadErrorKeepsItsTypeThroughTheLoadingThread() throws {
        let options = try Options.parse(["no-such-file-for-load-queue.json"], environment: [:])
        let queue = LoadQueue()
        queue.startReading(try ItemStream(options: options))
        let error = try #require(failure(from: queue))
        #expect(error as? ReadError == .missingFile("no-such-file-for-load-queue.json"))
    }

    @Test func aPausedReaderStopsAfterItsBatchUntilResumed() throws {
        // More than the first 16 KiB batch: the reader has more to read when it pauses.
        let file = try InputFile((0..<20_000).map { "line \($0)" })
        let options = try Options.parse([file.path], environment: [:])
        let queue = LoadQueue(pauseLimit: .seconds(60))
        queue.pauseReading()
        queue.startReading(try ItemStream(options: options))
        var events: [BrowserModel.Message] = []
        for _ in 0..<1000 where events.isEmpty {
            queue.wait(timeout: .milliseconds(10))
            events += queue.drain()
        }
        queue.wait(timeout: .milliseconds(200))
        events += queue.drain()
        #expect(events.count == 1)
        queue.resumeReading()
        var finished = false
        for _ in 0..<1000 where !finished {
            queue.wait(timeout: .milliseconds(10))
            finished = queue.drain().contains { if case .finished = $0 { true } else { false } }
        }
        #expect(finished)
    }

    /// Whether `descriptor` has a byte to read, without waiting.
    private func isReadable(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) == 1
    }

    @Test func aPushedMessageMakesTheWakeDescriptorReadableUntilTheDrain() throws {
        let queue = LoadQueue()
        let wake = try #require(queue.wakeDescriptor)
        #expect(!isReadable(wake))
        queue.push(.finished(skipped: 0, firstSkipped: nil))
        queue.push(.finished(skipped: 1, firstSkipped: nil))
        #expect(isReadable(wake))
        #expect(queue.drain().count == 2)
        #expect(!isReadable(wake))
        // A message pushed after a drain wakes the next wait again.
        queue.push(.finished(skipped: 2, firstSkipped: nil))
        #expect(isReadable(wake))
        #expect(queue.drain().count == 1)
    }
}
