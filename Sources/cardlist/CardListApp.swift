import CardListCore
import CardListOptions
import Glibc
import Items
import Pictures
import Rows
import Terminal

/// The command: parses options and runs the help, print, filter or interactive mode.
struct CardListApp {
    var arguments: [String]
    var environment = ProcessEnvironment.current()

    init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Runs the command and returns the exit code.
    func run() -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments, environment: environment)
        } catch {
            report(error)
            return ExitCode.error
        }
        if options.help {
            StandardStream.output(Options.helpText)
            return ExitCode.chosen
        }
        if options.version {
            StandardStream.output("cardlist \(Version.current)\n")
            return ExitCode.chosen
        }
        if let shell = options.shellIntegration {
            StandardStream.output(ShellIntegration.script(for: shell))
            return ExitCode.chosen
        }
        if let shell = options.completionShell {
            StandardStream.output(OptionCompletion.script(for: shell))
            return ExitCode.chosen
        }
        if let spec = options.tmux {
            guard let popup = TmuxPopup(parsing: spec) else {
                StandardStream.error("--tmux expects [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native], got '\(spec)'")
                return ExitCode.error
            }
            // Outside tmux the option is ignored; --print and --filter draw nothing.
            if environment["TMUX", default: ""].isEmpty == false, !options.printMode, options.filter == nil {
                return TmuxPopupRun(popup: popup, arguments: arguments).run()
            }
        }
        // A CARDLIST_DEFAULT_COMMAND still running when the list ends is stopped.
        defer { DefaultCommand.stopAll() }
        // A picture library that could not be loaded left placeholders: say which, once the
        // screen is given back (the libraries are opened only when a picture needs them).
        defer { if let notice = PictureLibraries.system.notice { StandardStream.error(notice) } }
        // Only the character type comes from the environment (UTF-8 or not, character
        // widths): amounts read their locale on their own (MonetaryConventions), and the
        // other categories would only be files to load at every start.
        setlocale(LC_CTYPE, "")
        do {
            // A history file that cannot be used stops the program before anything is read (as in fzf).
            let history = try options.historyFile.map { try HistoryFile.open($0, keeping: options.historySize) }
            if options.printMode { return try PrintCommand(options: options, environment: environment).run() }
            if let query = options.filter { return try FilterCommand(options: options, query: query).run() }
            return try Browser(options: options, environment: environment, history: history).run()
        } catch let error as ReadError {
            report(error)
            if case .empty = error { return ExitCode.noMatch }
            return ExitCode.error
        } catch {
            report(error)
            return ExitCode.error
        }
    }

    /// Writes `error` to stderr as one line after the program's name (see
    /// ``StandardStream/error(_:)``). Each error type describes itself without it.
    private func report(_ error: any Error) {
        StandardStream.error("\(error)")
    }
}
