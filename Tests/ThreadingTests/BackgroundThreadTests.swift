import Glibc
import Synchronization
import Testing
@testable import Threading

/// Threads started without Foundation, and the condition lock they hand work over with.
@Suite struct BackgroundThreadTests {
    @Test func bodyRunsOnAnotherThread() {
        let caller = pthread_self()
        let lock = ConditionLock()
        let ranOn = Mutex<pthread_t?>(nil)
        BackgroundThread.start(name: "test") {
            lock.lock()
            ranOn.withLock { $0 = pthread_self() }
            lock.signal()
            lock.unlock()
        }
        lock.lock()
        while ranOn.withLock({ $0 }) == nil { lock.wait() }
        lock.unlock()
        let thread = ranOn.withLock { $0 }!
        #expect(pthread_equal(thread, caller) == 0)
    }

    @Test func broadcastWakesEveryWaiter() {
        let lock = ConditionLock()
        let state = Mutex((open: false, woken: 0))
        for _ in 0..<4 {
            BackgroundThread.start(name: "waiter") {
                lock.lock()
                while !state.withLock({ $0.open }) { lock.wait() }
                state.withLock { $0.woken += 1 }
                lock.broadcast()
                lock.unlock()
            }
        }
        lock.lock()
        state.withLock { $0.open = true }
        lock.broadcast()
        while state.withLock({ $0.woken }) < 4 { lock.wait() }
        lock.unlock()
        #expect(state.withLock { $0.woken } == 4)
    }

    @Test func aLoweredThreadHasTheLowestPriorityAndTheCallerKeepsItsOwn() {
        let callers = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let lock = ConditionLock()
        let nice = Mutex<Int32?>(nil)
        BackgroundThread.start(name: "lowered") {
            BackgroundThread.lowerToLowestPriority()
            let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            lock.lock()
            nice.withLock { $0 = value }
            lock.signal()
            lock.unlock()
        }
        lock.lock()
        while nice.withLock({ $0 }) == nil { lock.wait() }
        lock.unlock()
        #expect(nice.withLock { $0 } == 19)
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == callers)
    }

    @Test func aThreadCarriesItsNameCutToWholeCharactersWithinFifteenBytes() {
        let lock = ConditionLock()
        let names = Mutex<[String]>([])
        for name in ["thumbnails-1", "a-very-long-thread-name", "ééééééééé"] {
            BackgroundThread.start(name: name) {
                let descriptor = open("/proc/thread-self/comm", O_RDONLY)
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = read(descriptor, &buffer, buffer.count)
                close(descriptor)
                let read = String(decoding: buffer[..<max(0, count)], as: UTF8.self)
                lock.lock()
                names.withLock { $0.append(read.hasSuffix("\n") ? String(read.dropLast()) : read) }
                lock.signal()
                lock.unlock()
            }
        }
        lock.lock()
        while names.withLock({ $0.count }) < 3 { lock.wait() }
        lock.unlock()
        #expect(Set(names.withLock { $0 }) == ["thumbnails-1", "a-very-long-thr", "ééééééé"])
    }
}
