/// Turning a field's UTF-8 bytes into the scalars and bonuses the scorer reads.
enum SearchText {
    /// Decodes the whole of `bytes` (each invalid byte becomes one U+FFFD, as the display
    /// shows it) into the first scalars of `scalars`, which only grows (what lies past them
    /// is left as it was), and returns how many it wrote: a match past what the display
    /// keeps of a long line is still a match, as in fzf. Reused from text to text, the
    /// array costs nothing per text.
    ///
    /// - Complexity: O(*n*) in the bytes decoded; `scalars` takes 4 bytes a scalar.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, intoPrefixOf scalars: inout [UInt32]) -> Int {
        // ASCII (most names): each byte is a scalar.
        if ByteMatcher.isASCII(bytes) {
            if scalars.count < bytes.count { resize(&scalars, to: bytes.count) }
            scalars.withUnsafeMutableBufferPointer { scalars in
                for index in bytes.indices { scalars[index] = UInt32(bytes[index]) }
            }
            return bytes.count
        }
        scalars.removeAll(keepingCapacity: true)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar.value)
            case .error: scalars.append(0xFFFD)
            case .emptyInput: return scalars.count
            }
        }
    }

    /// Each scalar's bonus: what matching it is worth for where it stands (after a space,
    /// a separator, at a camelCase hump…) under `scheme`. The text's start counts as
    /// after a space (after a `/` in the path scheme).
    static func fillBonuses(_ scalars: [UInt32], scheme: SearchScheme = .default, into bonuses: inout [Int32]) {
        resize(&bonuses, to: scalars.count)
        scalars.withUnsafeBufferPointer { fillBonuses($0, scheme: scheme, intoPrefixOf: &bonuses) }
    }

    /// ``fillBonuses(_:scheme:into:)`` into the first `scalars.count` bonuses of `bonuses`,
    /// which only grows.
    static func fillBonuses(_ scalars: UnsafeBufferPointer<UInt32>, scheme: SearchScheme, intoPrefixOf bonuses: inout [Int32]) {
        if bonuses.count < scalars.count { resize(&bonuses, to: scalars.count) }
        // The class and bonus tables are read once here, not once per scalar.
        CharacterClass.withTables(for: scheme) { classes, table in
            bonuses.withUnsafeMutableBufferPointer { bonuses in
                var previous = Int(scheme.startClass.rawValue)
                for index in scalars.indices {
                    let value = scalars[index]
                    let current = value < 0x80 ? Int(classes[Int(value)]) : Int(CharacterClass.of(value).rawValue)
                    bonuses[index] = table[previous * CharacterClass.count + current]
                    previous = current
                }
            }
        }
    }

    /// Makes `array` `count` long, keeping its storage (what it holds is to be overwritten).
    @inline(__always)
    private static func resize<Element: FixedWidthInteger>(_ array: inout [Element], to count: Int) {
        if array.count < count {
            array.append(contentsOf: repeatElement(0, count: count - array.count))
        } else if array.count > count {
            array.removeLast(array.count - count)
        }
    }

    /// The length that breaks ties between equal scores: the characters of the text as
    /// shown, without the white space at its ends (as fzf counts it). Each invalid UTF-8
    /// byte counts one, as it is shown as one U+FFFD (see ``decode(_:intoPrefixOf:)``).
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func trimmedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if ByteMatcher.isASCII(text) { return Int32(clamping: text.count) }
        var iterator = text.makeIterator()
        var decoder = UTF8()
        var length = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue, .error: length += 1
            case .emptyInput: return Int32(clamping: length)
            }
        }
    }

    /// ``trimmedLength(_:)-(UnsafeBufferPointer<UInt8>)`` of a string.
    static func trimmedLength(_ text: String) -> Int32 {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { trimmedLength(UnsafeBufferPointer($0)) }
    }

    /// Whether `byte` is ASCII white space (space, tab, line feed, vertical tab, form feed, return).
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
