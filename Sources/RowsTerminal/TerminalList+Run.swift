import Glibc
import Terminal

extension TerminalList {
    /// Runs the list full screen on the terminal until a person chooses an item or leaves.
    ///
    /// The list draws on the controlling terminal (`/dev/tty`), so stdin and stdout stay
    /// free for the program; the terminal is restored before this returns or throws, and
    /// when the process is ended by a signal or crashes meanwhile. The list runs on a
    /// thread of its own, so waiting for keys blocks no task. Cancelling the task leaves
    /// the list as Esc does (within a tenth of a second).
    ///
    /// - Returns: the id of the item chosen with Enter or a double click, or `nil` when the
    ///   person left with Esc or Ctrl-C.
    /// - Throws: ``TerminalListError`` when there is no terminal to run on (nothing is
    ///   drawn then).
    public func run() async throws(TerminalListError) -> Item.ID? {
        try await runOnThread(allowsMarks: false)?.first
    }

    /// Runs the list as ``run()`` does, with Tab (marks and moves down), Shift-Tab (marks and
    /// moves up) and Space (marks, when no name is being typed) marking several items.
    ///
    /// - Returns: the marked items' ids in the items' order, or the selected item's when
    ///   none is marked; `nil` when the person left with Esc or Ctrl-C.
    public func runMultipleSelection() async throws(TerminalListError) -> [Item.ID]? {
        try await runOnThread(allowsMarks: true)
    }

    /// Runs the list on a new thread and waits for it without blocking a task's thread.
    private func runOnThread(allowsMarks: Bool) async throws(TerminalListError) -> [Item.ID]? {
        let stop = StopFlag()
        // The list and its ids cross to the thread and back once, while this task waits:
        // they are never used on two threads at a time.
        let list = Unchecked(self)
        let result: Result<Unchecked<[Item.ID]?>, TerminalListError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let work = Unchecked<() -> Void> {
                    let result = Result { () throws(TerminalListError) in Unchecked(try list.value.runOnTerminal(allowsMarks: allowsMarks, stop: stop)) }
                    continuation.resume(returning: result)
                }
                DetachedThread.start { work.value() }
            }
        } onCancel: {
            stop.set()
        }
        let chosen = try result.get().value
        if let chosen { submitAction?(chosen) }
        return chosen
    }

    /// Opens the terminal, runs the loop, and restores the terminal.
    func runOnTerminal(allowsMarks: Bool, stop: StopFlag) throws(TerminalListError) -> [Item.ID]? {
        let usesColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true
        let session: TerminalSession
        do {
            session = try TerminalSession(options: TerminalOptions(color: usesColor, colorTerm: getenv("COLORTERM").map { String(cString: $0) }))
        } catch {
            throw TerminalListError(message: error.message)
        }
        defer { session.end() }
        var environment = RowEnvironment()
        environment.charset = .unicode(session.clusterWidths)
        environment.usesColor = usesColor
        var runner = ListRunner(self, size: session.size, allowsMarks: allowsMarks, environment: environment)
        switch ListLoop.run(&runner, on: session, stop: stop) {
        case .chosen(let ids): return ids
        case .cancelled: return nil
        }
    }
}

/// Why a list could not run: no terminal, `TERM` unset or unknown, or one that cannot move
/// the cursor.
public struct TerminalListError: Error, CustomStringConvertible, Sendable {
    /// One line for the person, without the program's name.
    public var message: String

    public var description: String { message }
}

/// A value handed between two threads that are never both using it.
struct Unchecked<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A POSIX thread that runs one closure and ends, taking signals as a main thread does.
enum DetachedThread {
    /// Starts a thread running `body`.
    ///
    /// The thread blocks no signal, whatever thread started it (a task's thread blocks
    /// most): the terminal session stops the process for Ctrl-Z by sending itself
    /// `SIGTSTP`, which must stop it before that call returns, in the calling thread.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: run here rather than never.
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
        }
    }

    private final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
