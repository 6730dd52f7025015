/// Splits a string into words the way a POSIX shell would, without expansions.
///
/// Blanks separate words; `'…'` keeps everything literally; `"…"` keeps everything but
/// `\"`, `\\`, `` \` ``, `\$` and a backslash-newline; a backslash outside quotes keeps the
/// next character.
///
///     ShellWords.split(#"--header 'My drinks' --prompt=\>\ "#)
///     // ["--header", "My drinks", "--prompt=> "]
public enum ShellWords {
    /// Why a string cannot be split.
    public enum SplitError: Error, Equatable, Sendable {
        case unterminatedQuote
    }

    /// The words of `string`.
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    public static func split(_ string: String) throws(SplitError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = string.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n", "\r\n", "\r":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    word.append(next)
                }
                guard closed else { throw .unterminatedQuote }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = characters.next() {
                        switch escaped {
                        case "\"", "\\", "`", "$": word.append(escaped)
                        case "\n": break
                        default: word.append("\\"); word.append(escaped)
                        }
                    } else {
                        word.append(next)
                    }
                }
                guard closed else { throw .unterminatedQuote }
            case "\\":
                inWord = true
                if let escaped = characters.next() {
                    if escaped != "\n" { word.append(escaped) }
                } else {
                    word.append("\\")
                }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
