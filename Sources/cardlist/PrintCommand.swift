import CardListCore
import Glibc
import Rows
import Terminal

/// `--print`: renders every item to stdout as it would look in the list, no terminal needed.
struct PrintCommand {
    let options: Options
    let environment: [String: String]

    func run() throws -> Int32 {
        let width = options.width ?? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        var charset = DisplayCapabilities.charset(ascii: options.ascii)
        if charset.repertoire == .unicode, isatty(STDOUT_FILENO) == 1 {
            // Written to a terminal: measure emoji sequences as that terminal draws them.
            charset = charset.with(TerminalProbe.runOnControllingTerminal().clusterWidths)
        }
        let renderer = PrintRenderer(
            width: width,
            style: options.style,
            charset: charset,
            usesColor: DisplayCapabilities.printsColor(options.color, environment: environment)
        )
        let count = try ItemStream(options: options).read { segment in
            StandardStream.output(renderer.render(segment.items))
        }
        if count == 0 { throw ReadError.empty(file: options.files.first.map(DisplayName.sanitized) ?? "-") }
        return ExitCode.chosen
    }
}
