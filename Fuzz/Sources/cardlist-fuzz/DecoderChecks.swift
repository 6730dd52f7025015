import CardListCore

/// Feeds an input to ``ItemDecoder`` whole, and again cut into chunks whose size comes from
/// the first byte: both must give the same items, or the same error.
enum DecoderChecks {
    static func run(_ input: [UInt8], format: InputFormat?) {
        guard let first = input.first else { return }
        let bytes = Array(input.dropFirst())
        let chunkSize = Int(first % 17) + 1
        for skipInvalid in [false, true] {
            let whole = decode(bytes, format: format, chunkSize: max(1, bytes.count), skipInvalid: skipInvalid)
            let chunked = decode(bytes, format: format, chunkSize: chunkSize, skipInvalid: skipInvalid)
            precondition(whole == chunked, "chunks of \(chunkSize) decode differently from the whole input")
            if case .items(let items) = whole {
                for (offset, item) in items.enumerated() {
                    precondition(item.position == offset, "positions must count the items kept")
                    precondition(!item.name.isEmpty, "an item has an empty name")
                }
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
        var decoder = ItemDecoder(format: format, fileName: "fuzz", skipInvalid: skipInvalid)
        var items: [Item] = []
        do throws(InputError) {
            var start = 0
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                items += try decoder.feed(Array(bytes[start..<end]))
                start = end
            }
            items += try decoder.finish()
        } catch {
            precondition(error.line >= 1 && error.column >= 1, "an error position is not 1-based")
            return .failure(error)
        }
        return .items(items)
    }
}
