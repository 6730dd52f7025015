import GridTesting
@testable import RowsTerminal
import Testing

/// A screen that answers with scripted events and keeps what was drawn.
final class ScriptedScreen: ListScreen {
    var size: Size
    let clusterWidths = ClusterWidths.glibc
    var events: [InputEvent]
    var frames: [Canvas] = []
    var suspensions = 0
    var fullRepaints = 0
    /// Read once the script runs out, so a loop that does not stop would fail, not hang.
    var readsAfterScript = 0

    init(size: Size, events: [InputEvent]) {
        self.size = size
        self.events = events
    }

    func draw(_ canvas: Canvas) { frames.append(canvas) }
    func setNeedsFullRepaint() { fullRepaints += 1 }
    func suspend() { suspensions += 1 }
    func end() {}

    func readEvent(timeout: Int) -> InputEvent? {
        if events.isEmpty {
            readsAfterScript += 1
            return readsAfterScript > 3 ? .key(.escape) : nil
        }
        return events.removeFirst()
    }
}

/// The loop between a screen and the runner.
struct ListLoopTests {
    @Test func keysTypedAheadAreAnsweredBeforeAnyFrameAndEnterEndsTheLoop() {
        let screen = ScriptedScreen(size: Size(width: 16, height: 3), events: [.key(.down), .key(.down), .key(.enter)])
        var runner = ListRunner(drinkList(), size: screen.size)
        let outcome = ListLoop.run(&runner, on: screen, stop: StopFlag())
        #expect(outcome == .chosen(["Cortado"]))
        // Every key was there before the first frame: the run ended without drawing one.
        #expect(screen.frames.isEmpty)
        #expect(screen.readsAfterScript == 0)
    }

    @Test func eachKeyTypedAfterAFrameGetsAFrame() {
        final class SlowScreen: ListScreen {
            var size = Size(width: 16, height: 2)
            let clusterWidths = ClusterWidths.glibc
            var frames: [Canvas] = []
            var script: [InputEvent?] = [nil, .key(.down), nil, .key(.enter)]
            func draw(_ canvas: Canvas) { frames.append(canvas) }
            func setNeedsFullRepaint() {}
            func suspend() {}
            func end() {}
            // A nil is "nothing typed yet" when the loop only peeks (timeout 0).
            func readEvent(timeout: Int) -> InputEvent? { script.isEmpty ? .key(.escape) : script.removeFirst() }
        }
        let screen = SlowScreen()
        var runner = ListRunner(drinkList(), size: screen.size)
        #expect(ListLoop.run(&runner, on: screen, stop: StopFlag()) == .chosen(["Cappuccino"]))
        #expect(screen.frames.count == 2)
        expectGrid(screen.frames[1], """
            |  Espresso      |
            |▶ Cappuccino    |
            """)
    }

    @Test func controlZSuspendsAndRepaintsWhole() {
        let screen = ScriptedScreen(size: Size(width: 16, height: 2), events: [.key(.control("z")), .key(.enter)])
        var runner = ListRunner(drinkList(), size: screen.size)
        #expect(ListLoop.run(&runner, on: screen, stop: StopFlag()) == .chosen(["Espresso"]))
        #expect(screen.suspensions == 1)
        #expect(screen.fullRepaints == 1)
    }

    @Test func aStoppedLoopEndsCancelled() {
        let screen = ScriptedScreen(size: Size(width: 16, height: 2), events: [.key(.down)])
        var runner = ListRunner(drinkList(), size: screen.size)
        let stop = StopFlag()
        stop.set()
        #expect(ListLoop.run(&runner, on: screen, stop: stop) == .cancelled)
        #expect(screen.frames.isEmpty)
    }
}
