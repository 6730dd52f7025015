import Glibc
import Testing
import Threading
@testable import cardlist

/// The commands' threads: a job never waits behind a busy thread, a thread whose job is
/// done takes the next one, and only a few threads stay waiting.
@Suite struct CommandThreadsTests {
    /// A count shared with the jobs.
    private final class Counter: @unchecked Sendable {
        private let lock = ConditionLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    /// Waits until `condition` holds, for at most `timeout`; whether it held.
    private static func waitUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    @Test func aJobRunsWhileEveryOtherThreadIsBusy() {
        let threads = CommandThreads(waitingLimit: 4)
        let second = Counter(), first = Counter()
        // The first job ends only once the second has run: were it queued behind, neither would end.
        threads.run(name: "test") { if Self.waitUntil({ second.value == 1 }) { first.add() } }
        threads.run(name: "test") { second.add() }
        #expect(Self.waitUntil { first.value == 1 })
        #expect(threads.counts.started == 2)
    }

    @Test func aThreadWhoseJobIsDoneTakesTheNextOne() {
        let threads = CommandThreads(waitingLimit: 4)
        let done = Counter()
        threads.run(name: "test") { done.add() }
        #expect(Self.waitUntil { done.value == 1 && threads.counts.waiting == 1 })
        threads.run(name: "test") { done.add() }
        #expect(Self.waitUntil { done.value == 2 })
        #expect(threads.counts.started == 1)
    }

    @Test func threadsBeyondTheWaitingLimitEndWhenTheirJobIsDone() {
        let threads = CommandThreads(waitingLimit: 1)
        let release = Counter(), done = Counter()
        for _ in 0..<3 {
            threads.run(name: "test") { if Self.waitUntil({ release.value == 1 }) { done.add() } }
        }
        #expect(threads.counts.started == 3)
        release.add()
        #expect(Self.waitUntil { done.value == 3 })
        #expect(Self.waitUntil { threads.counts.waiting == 1 })
        // The other two ended: a new job goes to the one waiting.
        threads.run(name: "test") { done.add() }
        #expect(Self.waitUntil { done.value == 4 })
        #expect(threads.counts.started == 3)
    }
}
