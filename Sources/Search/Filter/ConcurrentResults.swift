import Synchronization

/// One result slot per task of a `concurrentPerform`, filled from any thread.
final class ConcurrentResults<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    /// Stores the result of task `index`.
    func set(_ value: Value, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    /// The results in task order (tasks that stored nothing are left out).
    var values: [Value] {
        slots.withLock { $0.compactMap { $0 } }
    }
}
