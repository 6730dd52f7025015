import CardListCore

extension Browser {
    /// Prints the choice (after the terminal was restored), adds the query to the
    /// `--history` file, and gives the exit code.
    func finish(with action: ListAction) -> Int32 {
        // The choice is out before the file is touched: a history that cannot be written
        // costs a line on stderr, never the choice or the exit code.
        defer { addToHistory(model.historyEntry(endingWith: action)) }
        let writer = ChoiceWriter(options: options)
        // The query as edited in the list, or as given.
        let query = model.query
        switch action {
        case let .choose(indices):
            writeOutput(writer.choice(indices, of: model.items, query: query, endingKey: model.endingKey))
            return ExitCode.chosen
        case .noMatch:
            // Nothing to choose: with --print-query the query is still printed, as fzf does.
            if options.printQuery { writeOutput(writer.queryLine(query)) }
            return ExitCode.noMatch
        case .printQuery:
            // `print-query`: the query alone, and a choice made (exit 0), as in fzf.
            writeOutput(writer.queryLine(query))
            return ExitCode.chosen
        case .interrupt:
            return ExitCode.interrupted
        default:
            return ExitCode.cancelled
        }
    }

    /// Adds `entry` to the `--history` file, if both are there; a file that cannot be
    /// written costs a line on stderr.
    func addToHistory(_ entry: String?) {
        guard let historyFile, let entry else { return }
        do {
            try historyFile.add(entry)
        } catch {
            StandardStream.error("\(error)")
        }
    }
}
