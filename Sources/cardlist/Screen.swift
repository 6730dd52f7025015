import CardListCore
import Rows
import Terminal

/// What the interactive list needs from a full-screen terminal: its size, a way to draw a
/// frame, and the events typed into it. ``TerminalSession`` is the real one; tests drive
/// ``Browser`` with a scripted one.
protocol Screen: AnyObject {
    /// The screen's size in cells now.
    var size: Size { get }
    /// How the terminal measures emoji sequences.
    var clusterWidths: ClusterWidths { get }
    /// Whether the terminal has the colours to draw thumbnails (else their placeholders show).
    var showsPictures: Bool { get }
    /// Shows `canvas` as the whole screen.
    func draw(_ canvas: Canvas)
    /// Draws every cell on the next ``draw(_:)`` (Ctrl-L).
    func setNeedsFullRepaint()
    /// The next event, waiting at most `timeout` milliseconds (forever when negative; with
    /// 0, only one typed already); `nil` when none came in time.
    func readEvent(timeout: Int) -> InputEvent?
    /// Gives the terminal back to the shell until the process is continued (Ctrl-Z).
    func suspend()
    /// Gives the terminal back, restored, while `body` runs, then takes it again (`execute`).
    func suspend(during body: () -> Void)
    /// Restores the terminal; nothing is drawn after this.
    func end()
    /// Takes at most `height` rows from now on (an inline list whose items need fewer).
    func fit(height: Int)
    /// Makes ``readEvent(timeout:)`` also end when `descriptor` becomes readable (nil: no longer).
    func wake(on descriptor: Int32?)
}

extension Screen {
    /// A full screen keeps its size.
    func fit(height: Int) {}
    func wake(on descriptor: Int32?) {}
    func suspend(during body: () -> Void) { body() }
}

extension TerminalSession: Screen {
    func wake(on descriptor: Int32?) { wakeDescriptor = descriptor }
}

/// The list under the cursor (`--height`).
extension InlineSession: Screen {
    func wake(on descriptor: Int32?) { wakeDescriptor = descriptor }
}
