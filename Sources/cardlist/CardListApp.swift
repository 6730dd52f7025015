import CardListCore
import Foundation
import Rows
import Terminal

/// The command: parses options and runs the help, print, filter or interactive mode.
struct CardListApp {
    var arguments: [String]
    var environment = ProcessInfo.processInfo.environment

    init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Runs the command and returns the exit code.
    func run() -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments, environment: environment)
        } catch {
            StandardStream.error(error.description)
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
        setlocale(LC_ALL, "")
        do {
            if options.printMode { return try PrintCommand(options: options, environment: environment).run() }
            if let query = options.filter { return try FilterCommand(options: options, query: query).run() }
            return try Browser(options: options, environment: environment).run()
        } catch let error as TerminalError {
            StandardStream.error(error.message)
            return ExitCode.error
        } catch let error as ReadError {
            StandardStream.error("cardlist: \(error)")
            if case .empty = error { return ExitCode.nothingChosen }
            return ExitCode.error
        } catch {
            StandardStream.error("cardlist: \(error)")
            return ExitCode.error
        }
    }
}
