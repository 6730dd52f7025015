import Testing
@testable import CardListCore
@testable import Items

/// The items of `text` fed in one piece.
func decodeWhole(
    _ text: String,
    format: InputFormat? = nil,
    mapping: FieldMapping = .standard,
    skipInvalid: Bool = false
) throws(InputError) -> [Item] {
    try decodeWhole(Array(text.utf8), format: format, mapping: mapping, skipInvalid: skipInvalid)
}

/// The items of `bytes` fed in one piece.
func decodeWhole(
    _ bytes: [UInt8],
    format: InputFormat? = nil,
    mapping: FieldMapping = .standard,
    skipInvalid: Bool = false
) throws(InputError) -> [Item] {
    var decoder = ItemDecoder(format: format, fileName: "in", mapping: mapping, skipInvalid: skipInvalid)
    var items = try decoder.feed(bytes)
    items += try decoder.finish()
    return items
}

/// The items of `bytes` fed `size` bytes at a time.
func decodeInChunks(_ bytes: [UInt8], size: Int, format: InputFormat? = nil) throws(InputError) -> [Item] {
    var decoder = ItemDecoder(format: format, fileName: "in")
    var items: [Item] = []
    var start = 0
    while start < bytes.count {
        let end = min(start + size, bytes.count)
        items += try decoder.feed(Array(bytes[start..<end]))
        start = end
    }
    items += try decoder.finish()
    return items
}

/// The error decoding `text` in one piece gives, or nil.
func decodingError(_ text: String, format: InputFormat? = nil, mapping: FieldMapping = .standard) -> InputError? {
    decodingError(Array(text.utf8), format: format, mapping: mapping)
}

/// The error decoding `bytes` in one piece gives, or nil.
func decodingError(_ bytes: [UInt8], format: InputFormat? = nil, mapping: FieldMapping = .standard) -> InputError? {
    do {
        _ = try decodeWhole(bytes, format: format, mapping: mapping)
        return nil
    } catch {
        return error
    }
}

/// The outcome of decoding in chunks of `size` bytes, as a comparable value.
func outcome(_ bytes: [UInt8], size: Int? = nil, format: InputFormat? = nil) -> Result<[Item], InputError> {
    do throws(InputError) {
        if let size { return .success(try decodeInChunks(bytes, size: size, format: format)) }
        return .success(try decodeWhole(bytes, format: format))
    } catch {
        return .failure(error)
    }
}

extension Item {
    /// Name and summary, for short assertions.
    var nameAndSummary: String { summary.map { "\(name): \($0)" } ?? name }
}
