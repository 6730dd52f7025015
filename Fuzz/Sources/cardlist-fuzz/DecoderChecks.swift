import CardListCore
import Items

/// Feeds an input to ``ItemDecoder`` whole, and again cut into chunks whose size comes from
/// the first byte, as arrays and as raw buffers (which take plain lines straight from the
/// chunk): all must give the same items, or the same error.
enum DecoderChecks {
    static func run(_ input: [UInt8], format: InputFormat?) {
        guard let first = input.first else { return }
        let bytes = Array(input.dropFirst())
        let chunkSize = Int(first % 17) + 1
        for skipInvalid in [false, true] {
            let whole = decode(bytes, format: format, chunkSize: max(1, bytes.count), skipInvalid: skipInvalid)
            let chunked = decode(bytes, format: format, chunkSize: chunkSize, skipInvalid: skipInvalid)
            precondition(whole == chunked, "chunks of \(chunkSize) decode differently from the whole input")
            let raw = decode(bytes, format: format, chunkSize: chunkSize, skipInvalid: skipInvalid, headerCount: 0, rawChunks: true)
            precondition(raw.outcome == chunked, "raw chunks of \(chunkSize) decode differently from arrays")
            if case .items(let items) = whole {
                for (offset, item) in items.enumerated() {
                    precondition(item.position == offset, "positions must count the items kept")
                }
            }
            // `--header-lines`: the first records become the header by name, and the rest
            // are the same items, counted from 0 again (the parser reads header records,
            // so this also checks the JSON Lines fast path against it).
            let headerCount = Int(first / 17 % 3) + 1
            let headed = decode(bytes, format: format, chunkSize: chunkSize, skipInvalid: skipInvalid, headerCount: headerCount,
                                rawChunks: first & 1 == 0)
            switch (whole, headed.outcome) {
            case let (.items(items), .items(rest)):
                let cut = min(headerCount, items.count)
                precondition(headed.header == items.prefix(cut).map(\.name), "the header is not the first records' names")
                let renumbered = items.dropFirst(cut).map { item in
                    var item = item
                    item.position -= cut
                    return item
                }
                precondition(rest == renumbered, "the items after the header differ from the input's")
            case let (.failure(error), .failure(other)):
                precondition(error == other, "a header changes the error")
            default:
                preconditionFailure("a header changes whether the input decodes")
            }
        }
        // Detection must not trap either, and must agree with the given format's decoding.
        _ = decode(bytes, format: nil, chunkSize: chunkSize, skipInvalid: false)
    }

    enum Outcome: Equatable {
        case items([Item])
        case failure(InputError)
    }

    static func decode(_ bytes: [UInt8], format: InputFormat?, chunkSize: Int, skipInvalid: Bool) -> Outcome {
        decode(bytes, format: format, chunkSize: chunkSize, skipInvalid: skipInvalid, headerCount: 0).outcome
    }

    /// The outcome, and the header's names when `headerCount` records are taken as one;
    /// with `rawChunks`, each chunk is fed as a raw buffer (``ItemDecoder/feedSegment(_:)``).
    static func decode(_ bytes: [UInt8], format: InputFormat?, chunkSize: Int, skipInvalid: Bool,
                       headerCount: Int, rawChunks: Bool = false) -> (outcome: Outcome, header: [String]) {
        var decoder = ItemDecoder(format: format, fileName: "fuzz", skipInvalid: skipInvalid, headerCount: headerCount)
        var items: [Item] = []
        do throws(InputError) {
            var start = 0
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                if rawChunks {
                    let fed = bytes[start..<end].withUnsafeBytes { buffer in
                        Result { () throws(InputError) in try decoder.feedSegment(buffer) }
                    }
                    items += try fed.get().items
                } else {
                    items += try decoder.feed(Array(bytes[start..<end]))
                }
                start = end
            }
            items += try decoder.finish()
        } catch {
            precondition(error.line >= 1 && error.column >= 1, "an error position is not 1-based")
            return (.failure(error), decoder.header)
        }
        return (.items(items), decoder.header)
    }
}
