import Items
import Search

extension SearchSettings {
    /// The settings the options ask for.
    public init(options: Options) {
        self.init(exact: options.exact, fields: options.searchFields, sorts: options.sorts, caseMatching: options.caseMatching,
                  literal: options.literal, scheme: options.scheme, tiebreaks: options.tiebreaks, reversesInput: options.tac)
        if let nth = options.nth {
            // fzf's --nth as cardlist's --search: the fields it names (numbers are fields
            // of the name), both limiting the search (--nth alone when they share none).
            let both = fields.intersection(nth.itemFields)
            fields = both.isEmpty ? nth.itemFields : both
            if !nth.names.contains("name") { nameParts = FieldSelection(ranges: nth.ranges, delimiter: options.delimiter) }
        }
    }
}
