import Glibc
import Threading

/// The threads that read directories ahead of ``FileWalker``'s walk: each directory read
/// hands its subdirectories on, the first on top, so the readers go depth first just ahead
/// of the walk, which finds most directories read when it gets there and reads one itself
/// when no reader has started it.
///
///     let readers = DirectoryReaders(settings: .standard)
///     defer { readers.stop() }
///     for entry in readers.take(root) { … }
final class DirectoryReaders: @unchecked Sendable {
    /// How many directories may wait read before the walk gets to them.
    static let readAhead = 4096

    private let settings: FileWalker.Settings
    private let lock = ConditionLock()
    /// Directories to read, the next in the walk's order last.
    private var pending: [WalkNode] = []
    /// Directories read and not yet taken by the walk.
    private var ahead = 0
    private var stopped = false

    /// Starts `count` readers (by default one a processor, one to four).
    init(settings: FileWalker.Settings, count: Int = DirectoryReaders.defaultCount) {
        self.settings = settings
        for _ in 0..<count {
            BackgroundThread.start(name: "walker reader") { [self] in run() }
        }
    }

    /// One reader a processor, from one to four.
    static var defaultCount: Int { max(1, min(4, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Ends the readers once they finish the directory in hand.
    func stop() {
        lock.lock()
        stopped = true
        pending.removeAll()
        lock.broadcast()
        lock.unlock()
    }

    /// The entries of `node`, read by a reader (waiting for it to finish) or here, and
    /// let go by the node.
    func take(_ node: WalkNode) -> [WalkNode.Entry] {
        lock.lock()
        switch node.state {
        case .pending:
            node.state = .reading
            lock.unlock()
            node.read(settings)
            lock.lock()
            finish(node)
        case .reading:
            while node.state != .read { lock.wait() }
            ahead -= 1
        case .read:
            ahead -= 1
        }
        let entries = node.entries
        node.entries = []
        lock.broadcast()
        lock.unlock()
        return entries
    }

    /// Marks `node` read and queues its subdirectories, the first on top (under the lock).
    private func finish(_ node: WalkNode) {
        node.state = .read
        guard !stopped else { return }
        for entry in node.entries.reversed() {
            if let child = entry.child { pending.append(child) }
        }
    }

    private func run() {
        lock.lock()
        while true {
            while !stopped, pending.isEmpty || ahead >= Self.readAhead { lock.wait() }
            if stopped { break }
            let node = pending.removeLast()
            guard node.state == .pending else { continue }
            node.state = .reading
            lock.unlock()
            node.read(settings)
            lock.lock()
            ahead += 1
            finish(node)
            lock.broadcast()
        }
        lock.unlock()
    }
}
