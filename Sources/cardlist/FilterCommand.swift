import CardListCore

/// `--filter QUERY`: prints every item matching the query, in input order, without a UI.
struct FilterCommand {
    let options: Options
    let query: String

    func run() throws -> Int32 {
        let matcher = Matcher(query: query)
        let writer = ChoiceWriter(options: options)
        var matched = 0
        let totals = try ItemStream(options: options).read { segment in
            var output: [UInt8] = []
            var store = ItemStore()
            store.append(segment)
            for index in store.matches(of: matcher, in: store.indices) {
                output += writer.bytes(for: store[index], inputFormat: segment.format)
                matched += 1
            }
            if !output.isEmpty { StandardStream.output(bytes: output) }
        }
        ReadTotals.reportSkipped(totals.skipped)
        return matched > 0 ? ExitCode.chosen : ExitCode.nothingChosen
    }
}
