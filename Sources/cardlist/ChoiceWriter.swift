import CardListCore

/// Formats chosen items for stdout as `--output` and `--print0` ask.
struct ChoiceWriter {
    var format: Options.OutputFormat
    var terminator: UInt8

    init(options: Options) {
        format = options.output
        terminator = options.print0 ? 0 : UInt8(ascii: "\n")
    }

    /// The bytes printed for `item`, read from an input of `inputFormat`, terminator included.
    ///
    /// `line` is the record exactly as read; `json` is the original object when the input
    /// was JSON, otherwise the item in cardlist's JSON shape; `index` is the 0-based position.
    func bytes(for item: Item, inputFormat: InputFormat?) -> [UInt8] {
        var bytes: [UInt8]
        switch format {
        case .name: bytes = Array(item.name.utf8)
        case .line: bytes = item.source
        case .index: bytes = Array(String(item.position).utf8)
        case .json:
            let isJSON = inputFormat == .json || inputFormat == .jsonl
            bytes = isJSON && item.source.first == UInt8(ascii: "{") ? item.source : Array(item.json.encoded().utf8)
        }
        bytes.append(terminator)
        return bytes
    }

    /// The line `--print-query` prints first: the query and the terminator.
    func queryLine(_ query: String) -> [UInt8] {
        Array(query.utf8) + [terminator]
    }
}
