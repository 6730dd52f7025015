/// How a ``TerminalSession`` uses the terminal.
public struct TerminalOptions: Hashable, Sendable {
    /// Whether to use colours at all (`false` for `NO_COLOR` or `--color never`).
    public var color: Bool
    /// Whether to ask for mouse clicks and wheel events.
    public var mouse: Bool
    /// Milliseconds between two clicks that still make a double click.
    public var doubleClickInterval: Int
    /// Milliseconds ncurses waits after Esc for the rest of an escape sequence it knows.
    public var escapeDelay: Int
    /// The `COLORTERM` environment variable: `truecolor` or `24bit` asks for 24-bit colour.
    public var colorTerm: String?
    /// Milliseconds the session then waits for a character after an Esc ncurses passed on
    /// (Alt+key, a sequence ncurses does not know) before taking it as a lone Esc.
    public var escapeTimeout: Int
    /// Whether to ask the terminal how wide it draws emoji sequences (see ``TerminalProbe``).
    public var probesClusterWidths = true

    public init(color: Bool = true, mouse: Bool = true, doubleClickInterval: Int = 300, escapeDelay: Int = 25,
                escapeTimeout: Int = 50, colorTerm: String? = nil) {
        self.escapeTimeout = escapeTimeout
        self.colorTerm = colorTerm
        self.color = color
        self.mouse = mouse
        self.doubleClickInterval = doubleClickInterval
        self.escapeDelay = escapeDelay
    }
}
