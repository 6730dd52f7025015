import Glibc
import Threading

/// A second thread that draws every other batch of `--print`'s items, so both cores draw
/// while the output stays in input order: the caller hands it a batch, draws the one
/// before it itself, writes its own bytes and then the helper's.
///
///     helper.start { renderer.render(later, into: &$0) }
///     renderer.render(first, into: &bytes)   // meanwhile, on this thread
///     write(bytes); write(helper.finished())
///
/// At most one batch is out at a time: ``start(_:)`` is followed by ``finished()`` before
/// the next ``start(_:)``.
final class PrintHelper: @unchecked Sendable {
    private let lock = ConditionLock()
    /// The batch to draw, until the helper takes it (under `lock`).
    private var job: (@Sendable (inout [UInt8]) -> Void)?
    /// What the last batch printed, until the caller takes it (under `lock`).
    private var output: [UInt8]?
    /// Set by ``stop()``: the thread ends once it sees it (under `lock`).
    private var stopped = false

    /// A helper with its thread started.
    init() {
        BackgroundThread.start(name: "print helper") { [self] in run() }
    }

    /// A helper when the process may run on more than one processor; nil on one, where a
    /// second thread would only take turns with the first.
    static func ifUseful() -> PrintHelper? {
        sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 ? PrintHelper() : nil
    }

    /// Hands `draw` to the helper, which runs it with an empty buffer to append to.
    func start(_ draw: @escaping @Sendable (inout [UInt8]) -> Void) {
        lock.lock()
        precondition(job == nil && output == nil, "a print batch is already out")
        job = draw
        lock.broadcast()
        lock.unlock()
    }

    /// The bytes of the batch last handed over, once it is drawn.
    func finished() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        while output == nil { lock.wait() }
        defer { output = nil }
        return output ?? []
    }

    /// Ends the thread once it has drawn what it holds.
    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    private func run() {
        var buffer: [UInt8] = []
        while true {
            lock.lock()
            while job == nil, !stopped { lock.wait() }
            guard let draw = job else {
                lock.unlock()
                return
            }
            job = nil
            lock.unlock()
            buffer.removeAll(keepingCapacity: true)
            draw(&buffer)
            lock.lock()
            output = buffer
            lock.broadcast()
            lock.unlock()
        }
    }
}
