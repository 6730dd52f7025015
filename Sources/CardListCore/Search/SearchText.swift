/// Turning a field's UTF-8 bytes into the scalars and bonuses the scorer reads.
enum SearchText {
    /// At most this many scalars of a field are searched, as at most this many characters
    /// are drawn (``ItemRows/displayLimit``): a 100 MB line costs what a screenful does.
    static let scalarLimit = ItemRows.displayLimit

    /// Decodes `bytes` (invalid UTF-8 becomes U+FFFD) into `scalars`, at most ``scalarLimit``.
    ///
    /// - Complexity: O(*n*) in the bytes decoded.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) {
        // ASCII (most names): each byte is a scalar.
        let head = UnsafeBufferPointer(rebasing: bytes.prefix(scalarLimit))
        if ByteMatcher.isASCII(head) {
            resize(&scalars, to: head.count)
            scalars.withUnsafeMutableBufferPointer { scalars in
                for index in head.indices { scalars[index] = UInt32(head[index]) }
            }
            return
        }
        scalars.removeAll(keepingCapacity: true)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var count = 0
        while count < scalarLimit {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar.value)
            case .error: scalars.append(0xFFFD)
            case .emptyInput: return
            }
            count += 1
        }
    }

    /// Each scalar's bonus: what matching it is worth for where it stands (after a space,
    /// a separator, at a camelCase hump…). The text's start counts as after a space.
    static func fillBonuses(_ scalars: [UInt32], into bonuses: inout [Int32]) {
        resize(&bonuses, to: scalars.count)
        // The class and bonus tables are read once here, not once per scalar.
        CharacterClass.withTables { classes, table in
            scalars.withUnsafeBufferPointer { scalars in
                bonuses.withUnsafeMutableBufferPointer { bonuses in
                    var previous = Int(CharacterClass.white.rawValue)
                    for index in scalars.indices {
                        let value = scalars[index]
                        let current = value < 0x80 ? Int(classes[Int(value)]) : Int(CharacterClass.of(value).rawValue)
                        bonuses[index] = table[previous * CharacterClass.count + current]
                        previous = current
                    }
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

    /// The length that breaks ties between equal scores: the scalars of the text without
    /// the white space at its ends (as fzf counts it), of at most ``scalarLimit`` × 4 bytes.
    static func trimmedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let text = UnsafeBufferPointer(rebasing: bytes.prefix(scalarLimit * 4))
        var start = 0, end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        var length: Int32 = 0
        for byte in text[start..<end] where byte & 0xC0 != 0x80 { length += 1 }
        return length
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
