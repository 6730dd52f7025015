import Rows

/// The examples of the three articles the library follows, drawn one after the other.
enum Gallery {
    /// The sections: a heading and the parts under it.
    static var sections: [(title: String, parts: [AnyRowPart])] {
        [
            ("List items", ListItemExamples.parts),
            ("Cards", CoffeeExamples.parts),
            ("Itinerary", ItineraryExamples.parts),
        ]
    }

    /// Every example drawn at `width` columns, section by section (in colour when
    /// `colored`), amounts formatted for the locale `localeIdentifier` names (the process's, from `LC_ALL`,
    /// `LC_MONETARY` or `LANG`).
    static func canvases(width: Int, colored: Bool = false,
                         localeIdentifier: String = RowEnvironment().localeIdentifier) -> [(title: String, canvases: [Canvas])] {
        var environment = RowEnvironment()
        environment.usesColor = colored
        environment.localeIdentifier = localeIdentifier
        return sections.map { section in
            (section.title, section.parts.map { $0.rendered(width: width, environment: environment) })
        }
    }

    /// Every example drawn at `width` columns, as lines (with ANSI colours when `colored`),
    /// amounts formatted for the locale `localeIdentifier` names.
    static func lines(width: Int, colored: Bool = false, localeIdentifier: String = RowEnvironment().localeIdentifier) -> [String] {
        var lines: [String] = []
        for section in canvases(width: width, colored: colored, localeIdentifier: localeIdentifier) {
            lines.append("== \(section.title) ==")
            for canvas in section.canvases {
                lines += (0..<canvas.height).map { colored ? canvas.ansiLine(at: $0) : canvas.line(at: $0) }
                lines.append("")
            }
        }
        return lines
    }
}

@main
enum RowsGallery {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let colored = arguments.contains("--color")
        let width = arguments.compactMap { Int($0) }.first ?? 64
        for line in Gallery.lines(width: max(20, width), colored: colored) { print(line) }
    }
}
