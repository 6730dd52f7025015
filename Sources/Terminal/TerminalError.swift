/// Why a terminal session could not start.
///
/// Each case has a one-line ``message`` for stderr; the app prints it and exits with status 2.
public enum TerminalError: Error, Hashable, Sendable {
    /// There is no controlling terminal to open (`/dev/tty` failed, e.g. under `setsid`).
    case noTerminal
    /// `TERM` is not set (or is empty).
    case termUnset
    /// terminfo has no entry for this `TERM`.
    case unknownTerminal(String)
    /// The terminal cannot move the cursor (no `cup`), e.g. `TERM=dumb`.
    case cannotAddressCursor(String)
    /// ncurses refused to start on this terminal.
    case initializationFailed(String)

    /// What went wrong, in one line without a trailing newline.
    public var message: String {
        switch self {
        case .noTerminal:
            return "cardlist: no terminal: cannot open /dev/tty"
        case .termUnset:
            return "cardlist: TERM is not set"
        case .unknownTerminal(let name):
            return "cardlist: unknown terminal type '\(name)'"
        case .cannotAddressCursor(let name):
            return "cardlist: terminal '\(name)' cannot move the cursor"
        case .initializationFailed(let name):
            return "cardlist: cannot initialise terminal '\(name)'"
        }
    }
}

extension TerminalError: CustomStringConvertible {
    public var description: String { message }
}
