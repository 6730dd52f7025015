import CardListCore
import Testing
@testable import cardlist

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
}
