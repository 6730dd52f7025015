/// Quoting for a POSIX shell (`sh -c`): any bytes become one word the shell passes on as
/// they are, never running any of them.
///
/// Every byte goes inside single quotes, where a POSIX shell gives no byte a meaning; a
/// single quote itself closes the quotes, is written escaped and opens them again
/// (`'` → `'\''`). A NUL byte cannot be passed in an argument at all and is left out.
///
///     ShellQuoting.quoted(Array("it's $(x)".utf8))   // 'it'\''s $(x)'
///
/// - Complexity: O(*n*) in the bytes.
public enum ShellQuoting {
    /// `bytes` as one single-quoted shell word.
    public static func quoted(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var output: [UInt8] = [quote]
        for byte in bytes {
            switch byte {
            case quote: output += [quote, UInt8(ascii: "\\"), quote, quote]
            case 0: continue
            default: output.append(byte)
            }
        }
        output.append(quote)
        return output
    }

    /// `text` as one single-quoted shell word.
    public static func quoted(_ text: String) -> String {
        String(decoding: quoted(text.utf8), as: UTF8.self)
    }

    private static let quote = UInt8(ascii: "'")
}
