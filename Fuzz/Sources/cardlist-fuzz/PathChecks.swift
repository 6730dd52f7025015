import CardListCore
import Items

/// The field paths: the first line of the input is a path, the rest a JSON record. Looking
/// the path up must not trap, and decoding the record with that path as the name field
/// must give that value's text as the name, or an error; decoding it with that path as
/// `--items-path` must read one item (or one skipped record) per element of the array
/// there, fed whole or byte by byte alike, and fail when there is no array.
enum PathChecks {
    static func run(_ input: [UInt8]) {
        let newline = input.firstIndex(of: 0x0A) ?? input.count
        let path = String(decoding: input[..<newline], as: UTF8.self)
        let record = Array(input[min(newline + 1, input.count)...])
        guard !path.contains("\n"), let value = try? JSONParser.parse(record) else { return }
        let found = value.value(atPath: path)
        let mapping = FieldMapping(name: path, summary: path, image: path, detail: path, label: path)
        for format in [InputFormat.jsonl, .json] {
            var line = record.filter { $0 != 0x0A && $0 != 0x0D }
            if format == .json { line = Array("[".utf8) + line + Array("]".utf8) }
            var decoder = ItemDecoder(format: format, fileName: "fuzz", mapping: mapping)
            let items: [Item]
            do throws(InputError) {
                items = try decoder.feed(line) + decoder.finish()
            } catch {
                continue
            }
            // A top-level array in a JSON array input is a list of elements, not one record.
            guard format == .jsonl, case .object = value, let item = items.first else { continue }
            precondition(item.name == found?.text, "the name is not the text at the path")
        }
        checkItemsPath(path, record: record, found: found)
    }

    private static func checkItemsPath(_ path: String, record: [UInt8], found: JSONValue?) {
        func decoded(chunk: Int) -> (count: Int, names: [String])? {
            var decoder = ItemDecoder(fileName: "fuzz", mapping: FieldMapping(items: path), skipInvalid: true)
            var items: [Item] = []
            do throws(InputError) {
                var start = 0
                while start < record.count {
                    items += try decoder.feed(Array(record[start..<min(record.count, start + chunk)]))
                    start += chunk
                }
                items += try decoder.finish()
            } catch {
                return nil
            }
            return (items.count + decoder.skippedCount, items.map(\.name))
        }
        let whole = decoded(chunk: max(1, record.count))
        if case .array(let elements)? = found {
            precondition(whole?.count == elements.count, "--items-path did not read one record per element")
        } else {
            precondition(whole == nil || path.isEmpty, "--items-path read items where there is no array")
        }
        precondition(decoded(chunk: 1)?.names == whole?.names, "--items-path reads differently in pieces")
    }
}
