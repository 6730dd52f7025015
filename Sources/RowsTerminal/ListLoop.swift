import Synchronization

/// Runs a ``ListRunner`` on a screen until it finishes or is stopped: each event goes to
/// ``ListRunner/update(_:at:)`` and each effect is carried out; a frame is drawn once the
/// events typed ahead of it are taken in.
struct ListLoop<Item: Identifiable> {
    /// How often the loop looks whether it was stopped while no event comes, in milliseconds.
    static var stopCheckInterval: Int { 100 }

    /// Runs `runner` on `screen`; returns how it ended (`cancelled` when `stop` was set).
    static func run(_ runner: inout ListRunner<Item>, on screen: some ListScreen, stop: StopFlag) -> ListRunner<Item>.Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        var needsDraw = true
        while true {
            if let outcome = runner.outcome { return outcome }
            if stop.isSet { return .cancelled }
            // Keys typed faster than frames are drawn are taken in first.
            var event = needsDraw ? screen.readEvent(timeout: 0) : nil
            if event == nil {
                if needsDraw {
                    screen.draw(runner.rendered())
                    needsDraw = false
                }
                event = screen.readEvent(timeout: stopCheckInterval)
            }
            guard let event else { continue }
            switch runner.update(event, at: clock.now - start) {
            case .none, .finish:
                break
            case .redraw:
                needsDraw = true
            case .fullRepaint:
                screen.setNeedsFullRepaint()
                needsDraw = true
            case .suspend:
                screen.suspend()
                screen.setNeedsFullRepaint()
                needsDraw = true
            }
        }
    }
}

/// Set once to stop a running list (its task was cancelled); read by the loop's thread.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    var isSet: Bool { flag.load(ordering: .acquiring) }

    func set() { flag.store(true, ordering: .releasing) }
}
