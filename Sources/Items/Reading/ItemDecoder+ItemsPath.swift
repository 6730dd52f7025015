extension ItemDecoder {
    /// The records of `--items-path`: the input is one JSON document (parsed whole, once
    /// it has all been read), and each element of the array at the path is a record.
    ///
    /// - Complexity: O(*n*) in the input's bytes: one parse, one walk down the path, one
    ///   encoding of each record (its source, for `--output line` and `json`).
    mutating func decodeItemsPath(into items: inout ItemSegment) throws(InputError) {
        guard let path = mapping.items else { return }
        let start = consumed
        guard pending[start...].contains(where: { !Self.isJSONWhitespace($0) }) else { return }
        let parsed: Result<JSONValue, JSONSyntaxError> = pending.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try JSONParser.parse(UnsafeBufferPointer(rebasing: buffer[start...])))
            } catch {
                return .failure(error)
            }
        }
        let document: JSONValue
        switch parsed {
        case .failure(let syntax): throw error(at: position(of: start + syntax.offset), syntax.message)
        case .success(let value): document = value
        }
        let shown = DisplayName.sanitized(path)
        guard let found = document.value(atPath: path) else {
            throw error(at: position(of: start), "the JSON document has no '\(shown)' (--items-path)" + Self.arrayKeysHint(document))
        }
        guard case .array(let elements) = found else {
            throw error(at: position(of: start), "'\(shown)' is not an array (--items-path)")
        }
        format = .json
        let mapping = mapping
        for element in elements {
            try append(atOffset: start, to: &items) { index throws(InvalidRecord) in
                try ItemBuilder.item(from: element, mapping: mapping, source: Array(element.encoded().utf8), position: index)
            }
        }
        consume(upTo: pending.count)
    }

    /// For a document that is an object: the names of its members that are arrays, to
    /// offer as `--items-path` (at most a few).
    static func arrayKeysHint(_ document: JSONValue) -> String {
        guard case .object(let members) = document else { return "" }
        let keys = members.filter { if case .array = $0.value { true } else { false } }.map(\.key).prefix(5)
        guard !keys.isEmpty else { return "" }
        return "; its arrays: " + keys.map { "'\(DisplayName.sanitized($0))'" }.joined(separator: ", ")
    }
}
