import CardListCore
import CardListOptions
import Items
import Rows

/// Formats chosen items for stdout as `--output` and `--print0` ask.
struct ChoiceWriter {
    var format: Options.OutputFormat
    var terminator: UInt8
    /// `--print-query`: a choice starts with the query.
    var printsQuery: Bool
    /// `--expect`: a choice names the key that ended the list.
    var printsEndingKey: Bool
    /// `--with-nth` with field numbers: a line of plain text shows only some of its
    /// fields as its name, and is printed whole.
    var printsWholeLine: Bool
    /// `--ansi`: escape sequences are left out of a whole line printed.
    var stripsEscapes: Bool
    /// `--accept-nth`: the fields printed instead.
    var printedFields: FieldList?
    var delimiter: FieldDelimiter
    /// `--header-lines`: counted in a template's `{n}`, as fzf counts them.
    var headerLineCount: Int

    init(options: Options) {
        format = options.output
        terminator = options.print0 ? 0 : UInt8(ascii: "\n")
        printsQuery = options.printQuery
        printsEndingKey = !options.expect.keys.isEmpty
        printsWholeLine = options.withNth.map { $0.template != nil || (!$0.ranges.isEmpty && !$0.names.contains("name")) } ?? false
        headerLineCount = options.headerLines
        stripsEscapes = options.ansi
        printedFields = options.acceptNth
        delimiter = options.delimiter
    }

    /// The bytes printed for `item`, read from an input of `inputFormat` (under a TSV header
    /// naming `columns`), terminator included.
    ///
    /// `name` is the name, except with `--read0` where it is the whole record byte for
    /// byte (a file name may hold a newline); `line` is the record exactly as read; `json`
    /// is the original object on one line (its keys, their order and its numbers' text
    /// kept, like `jq -c`) when the input was JSON, every column of a TSV row keyed by the
    /// header's names, otherwise the item in cardlist's JSON shape; `index` is the 0-based
    /// position.
    func bytes(for item: Item, inputFormat: InputFormat?, columns: [String]? = nil) -> [UInt8] {
        var bytes: [UInt8]
        if let printedFields {
            bytes = AcceptedFields(list: printedFields, delimiter: delimiter, stripsEscapes: stripsEscapes, indexOffset: headerLineCount)
                .bytes(for: item, inputFormat: inputFormat, columns: columns)
            bytes.append(terminator)
            return bytes
        }
        var item = item
        if inputFormat == .lines, printsWholeLine {
            // The name shows some fields of the line: the choice is the whole line.
            item.name = String(decoding: stripsEscapes ? ANSIEscapes.strippedBytes(item.source) ?? item.source : item.source, as: UTF8.self)
        }
        switch format {
        case .name where inputFormat == .lines && printsWholeLine:
            bytes = stripsEscapes ? ANSIEscapes.strippedBytes(item.source) ?? item.source : item.source
        case .name: bytes = inputFormat == .nul ? item.source : Array(item.name.utf8)
        case .line: bytes = item.source
        case .index: bytes = Array(String(item.position).utf8)
        case .json: bytes = Array(Self.compactJSON(for: item, inputFormat: inputFormat, columns: columns).utf8)
        }
        bytes.append(terminator)
        return bytes
    }

    /// The line `--print-query` prints first: the query and the terminator.
    /// What a choice prints: with `--print-query` the query first, with `--expect` the key
    /// that ended the list next (an empty line for Enter), then the chosen items in the order
    /// given (marks in the order they were made, as fzf prints them).
    func choice(_ indices: [Int], of items: ItemStore, query: String, endingKey: String?) -> [UInt8] {
        var output: [UInt8] = printsQuery ? queryLine(query) : []
        if printsEndingKey { output += queryLine(endingKey ?? "") }
        for index in indices where items.indices.contains(index) {
            output += bytes(for: items[index], inputFormat: items.format(of: index), columns: items.columns(of: index))
        }
        return output
    }

    func queryLine(_ query: String) -> [UInt8] {
        Array(query.utf8) + [terminator]
    }

    /// The record re-encoded compactly when it is a JSON object, a TSV row's every column
    /// under its header's names, else the item's JSON shape.
    static func compactJSON(for item: Item, inputFormat: InputFormat?, columns: [String]? = nil) -> String {
        if inputFormat == .tsv, let columns {
            return TSVRecord(columns: columns, line: item.source).json.encoded()
        }
        if inputFormat == .json || inputFormat == .jsonl, item.source.first == UInt8(ascii: "{"),
           let value = try? JSONParser.parse(item.source) {
            return value.encoded()
        }
        return item.json.encoded()
    }
}
