/// Why a terminal session could not start.
///
/// Each case has a one-line ``message`` for stderr, without the program's name; the app
/// prints it after its name and exits with status 2.
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
            return "no terminal: cannot open /dev/tty"
        case .termUnset:
            return "TERM is not set"
        case .unknownTerminal(let name):
            return "unknown terminal type '\(name)'"
        case .cannotAddressCursor(let name):
            return "terminal '\(name)' cannot move the cursor"
        case .initializationFailed(let name):
            return "cannot initialise terminal '\(name)'"
        }
    }
}

extension TerminalError: CustomStringConvertible {
    public var description: String { message }
}
