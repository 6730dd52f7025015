import CardListCore

/// `--filter QUERY`: prints every item matching the query, in input order, without a UI.
struct FilterCommand {
    let options: Options
    let query: String

    func run() throws -> Int32 {
        let matcher = Matcher(query: query)
        let writer = ChoiceWriter(options: options)
        var matched = 0
        try ItemStream(options: options).read { items, format in
            var output: [UInt8] = []
            for item in items where matcher.matches(ItemText.haystack(of: item)) {
                output += writer.bytes(for: item, inputFormat: format)
                matched += 1
            }
            if !output.isEmpty { StandardStream.output(bytes: output) }
        }
        return matched > 0 ? ExitCode.chosen : ExitCode.nothingChosen
    }
}
