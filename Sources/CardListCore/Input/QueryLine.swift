/// The filter's query as an editable line: its text and a cursor between characters,
/// edited the way a shell prompt is (Emacs keys).
///
///     var line = QueryLine("flat white")
///     line.perform(.wordLeft)         // cursor before "white"
///     line.perform(.deleteToEnd)      // "flat "
public struct QueryLine: Hashable, Sendable {
    /// The characters of the query.
    public private(set) var characters: [Character]
    /// The cursor: how many characters lie before it (0…count).
    public private(set) var cursor: Int

    /// A line holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The query's text.
    public var text: String { String(characters) }

    /// Inserts `text` at the cursor and moves the cursor after it. Line breaks and tabs
    /// become spaces and other control characters are dropped (a query is one line).
    public mutating func insert(_ text: String) {
        var inserted: [Character] = []
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" || character == "\t" {
                inserted.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
                inserted.append(character)
            }
        }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Applies an editing action (others are ignored); returns whether the text changed.
    @discardableResult
    public mutating func perform(_ action: KeyAction) -> Bool {
        let before = characters
        switch action {
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(characters.count, cursor + 1)
        case .cursorToStart: cursor = 0
        case .cursorToEnd: cursor = characters.count
        case .wordLeft: cursor = startOfWord(before: cursor)
        case .wordRight: cursor = endOfWord(after: cursor)
        case .deleteBackward:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .deleteForward:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .deleteWordBackward:
            // As a shell's Ctrl-W: back over spaces, then over the word.
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .deleteAlphanumericWordBackward:
            let start = startOfWord(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .deleteWordForward:
            let end = endOfWord(after: cursor)
            characters.removeSubrange(cursor..<end)
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteToEnd:
            characters.removeSubrange(cursor...)
        default: break
        }
        return characters != before
    }

    /// Word characters are letters and digits: Alt-B/F stop at punctuation too, as in a shell.
    private func isWord(_ index: Int) -> Bool {
        characters[index].isLetter || characters[index].isNumber
    }

    private func startOfWord(before position: Int) -> Int {
        var index = position
        while index > 0, !isWord(index - 1) { index -= 1 }
        while index > 0, isWord(index - 1) { index -= 1 }
        return index
    }

    private func endOfWord(after position: Int) -> Int {
        var index = position
        while index < characters.count, !isWord(index) { index += 1 }
        while index < characters.count, isWord(index) { index += 1 }
        return index
    }
}
