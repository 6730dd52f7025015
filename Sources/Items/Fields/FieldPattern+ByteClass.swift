extension FieldPattern {
    /// A delimiter expression that is one ASCII character class, once or repeated
    /// (`[ :]+`, `\s+`, `[,;]`, `\t+`, ` +`): matched on the bytes directly, far faster than
    /// a general expression on text (a million lines split in well under a second).
    struct ByteClass: Sendable {
        /// Whether each ASCII byte is in the class (bytes 128 and up never are).
        var members: [Bool]
        /// `+`: a match is the longest run of members.
        var repeats: Bool

        /// The class `source` spells, or nil when it is anything more (then the general
        /// expression is used).
        init?(_ source: String) {
            var characters = Array(source.unicodeScalars)
            repeats = characters.last == "+"
            if repeats { characters.removeLast() }
            guard !characters.isEmpty, characters.allSatisfy(\.isASCII) else { return nil }
            var members = Array(repeating: false, count: 128)
            func escape(_ scalar: Unicode.Scalar) -> [UInt8]? {
                switch scalar {
                case "s": [0x20, 0x09, 0x0A, 0x0C, 0x0D]  // as fzf's (Go's) \s: no vertical tab
                case "d": Array(0x30...0x39)
                case "t": [0x09]
                case "n": [0x0A]
                case "r": [0x0D]
                default:
                    // An escaped punctuation character stands for itself.
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? nil : [UInt8(scalar.value)]
                }
            }
            if characters.count == 1 {
                guard !"\\.+*?()|[]{}^$".unicodeScalars.contains(characters[0]) else { return nil }
                members[Int(characters[0].value)] = true
            } else if characters.count == 2, characters[0] == "\\" {
                guard let bytes = escape(characters[1]) else { return nil }
                for byte in bytes { members[Int(byte)] = true }
            } else if characters.first == "[", characters.last == "]", characters.count > 2 {
                var inner = Array(characters[1..<characters.count - 1])
                guard inner.first != "^", !inner.contains("[") else { return nil }
                var index = 0
                while index < inner.count {
                    let scalar = inner[index]
                    if scalar == "\\" {
                        guard index + 1 < inner.count, let bytes = escape(inner[index + 1]) else { return nil }
                        for byte in bytes { members[Int(byte)] = true }
                        index += 2
                    } else if index + 2 < inner.count, inner[index + 1] == "-" {
                        let low = scalar.value, high = inner[index + 2].value
                        guard low <= high else { return nil }
                        for value in low...high { members[Int(value)] = true }
                        index += 3
                    } else {
                        members[Int(scalar.value)] = true
                        index += 1
                    }
                }
                inner.removeAll()
            } else {
                return nil
            }
            self.members = members
        }

        /// The matches in `text`, left to right.
        func matchRanges(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
            var ranges: [Range<Int>] = []
            forEachMatch(in: text) { ranges.append($0) }
            return ranges
        }

        /// Calls `body` with the end of each match in `text`, left to right.
        @inline(__always)
        func forEachMatchEnd(in text: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
            forEachMatch(in: text) { body($0.upperBound) }
        }

        /// Calls `body` with each match in `text`, left to right.
        @inline(__always)
        private func forEachMatch(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
            members.withUnsafeBufferPointer { members in
                var index = 0
                let count = text.count
                while index < count {
                    let byte = text[index]
                    guard byte < 0x80, members[Int(byte)] else {
                        index += 1
                        continue
                    }
                    let start = index
                    index += 1
                    if repeats {
                        while index < count, text[index] < 0x80, members[Int(text[index])] { index += 1 }
                    }
                    body(start..<index)
                }
            }
        }
    }
}
