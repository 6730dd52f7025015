/// Reads a whole input into items: a convenience over ``ItemDecoder`` for files, bytes
/// in memory and tests. The app streams large inputs through the decoder instead.
public struct ItemReader: Sendable {
    /// The format, or nil to take it from the file extension, then from the first bytes.
    public var format: InputFormat?
    public var mapping: FieldMapping
    public var skipInvalid: Bool

    public init(format: InputFormat? = nil, mapping: FieldMapping = .standard, skipInvalid: Bool = false) {
        self.format = format
        self.mapping = mapping
        self.skipInvalid = skipInvalid
    }

    /// The items in `data`, named `fileName` in errors.
    ///
    /// - Throws: ``ReadError/input(_:)`` for malformed content, ``ReadError/empty(file:)``
    ///   when there are no items.
    /// - Complexity: O(*n*) in the size of the data.
    public func items(in data: some Sequence<UInt8>, fileName: String = DisplayName.standardInput) throws(ReadError) -> [Item] {
        var decoder = makeDecoder(fileName: fileName)
        var items: [Item] = []
        do throws(InputError) {
            items = try decoder.feed(data)
            items += try decoder.finish()
        } catch {
            throw .input(error)
        }
        guard !items.isEmpty else { throw .empty(file: decoder.fileName) }
        return items
    }

    /// The items in the file at `path`.
    ///
    /// - Throws: ``ReadError/missingFile(_:)``, ``ReadError/isDirectory(_:)``,
    ///   ``ReadError/unreadable(_:reason:)``, or what ``items(in:fileName:)`` throws.
    public func items(atPath path: String) throws(ReadError) -> [Item] {
        try items(in: Self.contents(ofFile: path), fileName: path)
    }

    /// A decoder set up like this reader, with the format taken from `fileName`'s
    /// extension when none is given.
    public func makeDecoder(fileName: String) -> ItemDecoder {
        ItemDecoder(
            format: format ?? InputFormat(fileName: fileName),
            fileName: fileName,
            mapping: mapping,
            skipInvalid: skipInvalid
        )
    }

    /// The bytes of the file at `path`, with file-level problems as ``ReadError``.
    public static func contents(ofFile path: String) throws(ReadError) -> [UInt8] {
        var data: [UInt8] = []
        do {
            try ChunkedInput(path: path).forEachChunk(size: 1 << 16) { data.append(contentsOf: $0) }
        } catch let error as ReadError {
            throw error
        } catch {
            throw .unreadable(DisplayName.sanitized(path), reason: "\(error)")
        }
        return data
    }
}
