import Terminal

/// What running a list needs from a full-screen terminal. ``TerminalSession`` is the real
/// one; tests run the loop on a scripted one.
protocol ListScreen: AnyObject {
    /// The screen's size in cells now.
    var size: Size { get }
    /// How the terminal measures emoji sequences.
    var clusterWidths: ClusterWidths { get }
    /// Shows `canvas` as the whole screen.
    func draw(_ canvas: Canvas)
    /// Draws every cell on the next ``draw(_:)``.
    func setNeedsFullRepaint()
    /// The next event, waiting at most `timeout` milliseconds; `nil` when none came.
    func readEvent(timeout: Int) -> InputEvent?
    /// Gives the terminal back to the shell until the process is continued.
    func suspend()
    /// Restores the terminal.
    func end()
}

extension TerminalSession: ListScreen {}
