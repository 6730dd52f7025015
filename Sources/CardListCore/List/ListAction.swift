/// What the app must do after the list state handled an event. Most events need nothing
/// beyond drawing the new state, and give `nil`.
public enum ListAction: Hashable, Sendable {
    /// Print these items (indices in input order) and exit 0.
    case choose([Int])
    /// Leave without choosing: Esc with nothing left to close (no jump prefix, filter, or
    /// help), Ctrl-G or Ctrl-Q: exit 130.
    case cancel
    /// Enter with nothing to choose (no items or no matches), or `--exit-0` with nothing
    /// left: exit 1.
    case noMatch
    /// Ctrl-C: exit 130.
    case interrupt
    /// Ctrl-Z: restore the terminal and stop the process; redraw when continued.
    case suspend
    /// Ctrl-T: switch to the next card style.
    case cycleStyle
    /// Ctrl-L: repaint the whole screen (the state also re-anchors the current card).
    case redraw
    /// A key or mouse action bound by `--bind`: the app runs these actions in order.
    case perform([BoundAction])
    /// `print-query`: print the query and exit 0.
    case printQuery
}
