import CardListCore
import Glibc
import Pictures
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
        let usesColor = DisplayCapabilities.printsColor(options.color, environment: environment)
        var renderer = PrintRenderer(width: width, style: options.style, charset: charset, usesColor: usesColor)
        if options.images, usesColor, charset.repertoire == .unicode {
            // Thumbnails in 24-bit colour, made as each card is printed.
            let locator = ImageLocator(options: options)
            let settings = ImageLocator.settings(for: options, colors: .trueColor)
            renderer.picture = { image in ThumbnailLoader.thumbnail(of: locator.path(of: image), settings: settings) }
        }
        let count = try ItemStream(options: options).read { segment in
            StandardStream.output(renderer.render(segment.items))
        }
        if count == 0 { throw ReadError.empty(file: options.files.first.map(DisplayName.sanitized) ?? "-") }
        return ExitCode.chosen
    }
}
