import Synchronization

/// The texts of glyphs too long to keep in place, numbered in the order they were first
/// seen; a text keeps its number for the life of the process.
enum LongGlyphTexts {
    private static let table = Mutex<(numbers: [String: UInt64], texts: [String])>(([:], []))

    /// The number of `text`, given one if it has none yet.
    static func number(of text: String) -> UInt64 {
        table.withLock { table in
            if let number = table.numbers[text] { return number }
            let number = UInt64(table.texts.count)
            table.texts.append(text)
            table.numbers[text] = number
            return number
        }
    }

    /// The text numbered `number`.
    static func text(number: UInt64) -> String {
        table.withLock { $0.texts[Int(number)] }
    }
}
