import CardListCore
import CardListOptions
import Dispatch
import Items
import Search
import Synchronization

/// `--filter QUERY`: prints every item matching the query without a UI, best first (in
/// input order with `--no-sort`, printed as they are read; with `--tac` in the reverse
/// order, printed once all are read).
struct FilterCommand {
    let options: Options
    let query: String

    func run() throws -> Int32 {
        let matcher = SearchSettings(options: options).matcher(for: query)
        let writer = ChoiceWriter(options: options)
        if options.printQuery { StandardStream.output(bytes: writer.queryLine(query)) }
        var matched = 0
        if (!options.sorts || !matcher.ranks) && !matcher.reversesInput {
            // Input order (also for a query that only excludes: what is left scores alike):
            // each chunk is printed as soon as it is read.
            let totals = try ItemStream(options: options).read { segment in
                var store = ItemStore()
                store.append(segment)
                var output: [UInt8] = []
                for match in store.search(matcher, in: store.indices, sorted: false) {
                    output += writer.bytes(for: store[match.item], inputFormat: segment.format, columns: segment.columns)
                    matched += 1
                }
                if !output.isEmpty { StandardStream.output(bytes: output) }
            }
            ReadTotals.reportSkipped(totals.skipped, first: totals.firstSkipped)
            return matched > 0 ? ExitCode.chosen : ExitCode.noMatch
        }
        // Ranked (or in the reverse input order): every item is read and searched chunk by
        // chunk, each chunk on another thread while the next one is decoded here, and the
        // last one here (so an input of one chunk starts no thread); the matches of all
        // chunks are merged best first (or put last chunk first) and printed at the end.
        var store = ItemStore()
        let searches = DispatchQueue(label: "filter search")
        let found = Mutex<[[RankedMatch]]>([])
        let sorts = options.sorts
        /// The items of the last chunk read, not yet searched.
        var unsearched = 0..<0
        let totals = try ItemStream(options: options).read { segment in
            if !unsearched.isEmpty {
                let read = store, range = unsearched
                searches.async {
                    let matches = read.search(matcher, in: range, sorted: sorts)
                    found.withLock { $0.append(matches) }
                }
            }
            let first = store.count
            store.append(segment)
            unsearched = first..<store.count
        }
        let last = unsearched.isEmpty ? nil : store.search(matcher, in: unsearched, sorted: sorts)
        searches.sync {}
        let parts = found.withLock { $0 } + (last.map { [$0] } ?? [])
        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        let namesAsRead = writer.printsNamesAsRead
        func emit(_ match: RankedMatch) {
            if !namesAsRead || !store.appendName(of: match.item, terminator: writer.terminator, to: &output) {
                output += writer.bytes(for: store[match.item], inputFormat: store.format(of: match.item), columns: store.columns(of: match.item))
            }
            matched += 1
            if output.count >= 1 << 20 {
                StandardStream.output(bytes: output)
                output.removeAll(keepingCapacity: true)
            }
        }
        if options.sorts && matcher.ranks {
            // Merged as they are printed: no second array of every match.
            parts.forEachRanked(emit)
        } else {
            for part in parts.reversed() { part.forEach(emit) }
        }
        if !output.isEmpty { StandardStream.output(bytes: output) }
        ReadTotals.reportSkipped(totals.skipped, first: totals.firstSkipped)
        return matched > 0 ? ExitCode.chosen : ExitCode.noMatch
    }
}
