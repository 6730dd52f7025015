extension Text {
    /// The tab stop used when none is given: every 8 columns, as terminals and `less` do.
    public static let defaultTabStop = 8

    /// The text with every tab replaced by the spaces that reach the next tab stop.
    ///
    /// Columns count from the start of the text and start again after each newline; they
    /// are terminal columns as drawn (a wide character counts 2, a control character its
    /// visible form). A tab takes its run's style. `tabStop` below 1 counts as 1.
    ///
    ///     Text("a\tb").expandingTabs(tabStop: 4).string   // "a   b"
    ///     Text("抹\tb").expandingTabs(tabStop: 4).string  // "抹  b"
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func expandingTabs(tabStop: Int = Text.defaultTabStop, charset: Charset = .unicode) -> Text {
        guard runs.contains(where: { $0.string.containsUTF8Byte { $0 == UInt8(ascii: "\t") } }) else { return self }
        let stop = max(1, tabStop)
        var column = 0
        var result: [Run] = []
        for run in runs {
            var string = ""
            string.reserveCapacity(run.string.utf8.count)
            for character in run.string {
                switch character {
                case "\t":
                    let spaces = stop - column % stop
                    string.append(String(repeating: " ", count: spaces))
                    column += spaces
                case "\n", "\r\n":
                    string.append(character)
                    column = 0
                default:
                    string.append(character)
                    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                        column += 1
                    } else {
                        column += Grapheme.width(of: String(character), charset: charset)
                    }
                }
            }
            result.append(Run(string, style: run.style))
        }
        return Text(runs: result)
    }
}

extension String {
    /// The string with tabs expanded to stops every `tabStop` columns; see
    /// ``Text/expandingTabs(tabStop:charset:)``.
    public func expandingTabs(tabStop: Int = Text.defaultTabStop, charset: Charset = .unicode) -> String {
        guard utf8.contains(UInt8(ascii: "\t")) else { return self }
        return Text(self).expandingTabs(tabStop: tabStop, charset: charset).string
    }
}
