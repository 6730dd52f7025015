import Items

/// A command with fzf's placeholders (`--preview`, and the commands keys run), filled in
/// for one item with every value quoted for a POSIX shell.
///
/// Placeholders, as fzf writes them:
/// - `{}` the current item's text (a line as read, a JSON element's text), `{q}` the query,
///   `{n}` the item's 0-based index;
/// - `{1}`, `{-1}`, `{2..}`, `{1,3}` fields of the item's text by `--delimiter`, with the
///   white space around them left out (`{s1}` keeps it);
/// - `{.user.login}` a field by name: of a JSON or JSON Lines item the key at that dotted
///   path (an array index is a number: `{.tags.0}`), of a TSV item the column, and for
///   any item `{.name}`, `{.summary}`, `{.label}`, `{.detail}`, `{.tags}`;
/// - `{f}` the path of a temporary file holding the text (for text with line breaks),
///   removed once the command is over;
/// - a `+` after the brace (`{+}`, `{+1}`, `{+n}`, `{+f}`, `{+.name}`) takes the marked
///   items, or the current one when none are: space-separated words, or one per line in
///   the file.
///
/// Each value becomes one single-quoted shell word (``ShellQuoting``), so no item, query or
/// field text ever runs. `\{}` is the text `{}`; any other braces are text.
///
///     let template = CommandTemplate("cat {1}")
///     template.expanded(with: input) { _ in nil }   // cat 'notes.txt'
public struct CommandTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One piece of a template.
    public enum Piece: Hashable, Sendable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// What one placeholder stands for.
    public struct Placeholder: Hashable, Sendable {
        public enum Value: Hashable, Sendable {
            /// The whole text (`{}`), or these fields of it (`{2..}`).
            case text(fields: [FieldRange]?)
            /// A field by name (`{.user.login}`).
            case field(String)
            case query
            case index
        }

        public var value: Value
        /// `+`: every marked item rather than the current one.
        public var allMarked = false
        /// `f`: a temporary file's path holding the value.
        public var inFile = false
        /// `s`: fields keep the white space around them.
        public var keepsSpace = false
    }

    public var pieces: [Piece]
    /// The command as written.
    public var description: String

    /// The template `text`; what is not a placeholder is text.
    public init(_ text: String) {
        description = text
        pieces = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex, rest[rest.index(before: open)] == "\\" {
                // `\{…}`: the brace is text, without its backslash.
                literal += rest[..<rest.index(before: open)] + "{"
                rest = rest[rest.index(after: open)...]
                continue
            }
            guard let close = rest[open...].firstIndex(of: "}"),
                  let placeholder = Self.placeholder(rest[rest.index(after: open)..<close]) else {
                literal += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            literal += rest[..<open]
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.placeholder(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
    }

    /// Whether the command needs a current item: it has a placeholder other than `{q}`.
    /// Without one (on an empty list) such a command is not run.
    public var needsItem: Bool {
        pieces.contains { piece in
            if case .placeholder(let placeholder) = piece { return placeholder.value != .query }
            return false
        }
    }

    /// The command filled in from `input`, as bytes for the shell. `writeFile` stores the
    /// bytes of an `{f}` placeholder in a temporary file and returns its path (nil when it
    /// cannot: the placeholder then gives an empty word).
    ///
    /// - Complexity: O(*n*) in the bytes of the values put in.
    public func expanded(with input: CommandInput, writeFile: ([UInt8]) -> String?) -> [UInt8] {
        var output: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let text):
                output += text.utf8.filter { $0 != 0 }
            case .placeholder(let placeholder):
                let items = placeholder.allMarked ? input.plusItems : input.current.map { [$0] } ?? []
                if placeholder.inFile {
                    let lines = items.map { value(placeholder, of: $0, in: input) }
                    let path = writeFile(Array(lines.joined(separator: [0x0A])) + (lines.isEmpty ? [] : [0x0A])) ?? ""
                    output += ShellQuoting.quoted(path.utf8)
                } else if placeholder.value == .query {
                    output += ShellQuoting.quoted(input.query.utf8)
                } else if placeholder.allMarked {
                    let words = items.map { ShellQuoting.quoted(value(placeholder, of: $0, in: input)) }
                    output += words.isEmpty ? ShellQuoting.quoted([]) : Array(words.joined(separator: [0x20]))
                } else {
                    output += ShellQuoting.quoted(items.first.map { value(placeholder, of: $0, in: input) } ?? [])
                }
            }
        }
        return output
    }

    /// The value `placeholder` takes from `item`, unquoted.
    func value(_ placeholder: Placeholder, of item: CommandItem, in input: CommandInput) -> [UInt8] {
        switch placeholder.value {
        case .query:
            return Array(input.query.utf8)
        case .index:
            return Array(String(item.index).utf8)
        case .text(nil):
            return input.text(of: item)
        case .text(let ranges?):
            let fields = FieldSelection(ranges: ranges, delimiter: input.delimiter).printed(input.text(of: item))
            return placeholder.keepsSpace ? fields : Self.trimmingSpace(fields)
        case .field(let name):
            let list = FieldList([.name(name)])
            return AcceptedFields(list: list, delimiter: input.delimiter, stripsEscapes: input.stripsEscapes)
                .bytes(for: item.item, inputFormat: item.format, columns: item.columns)
        }
    }

    /// The placeholder written `expression` between braces, or nil when it is not one.
    static func placeholder(_ expression: Substring) -> Placeholder? {
        if expression == "q" { return Placeholder(value: .query) }
        var rest = expression
        var placeholder = Placeholder(value: .text(fields: nil))
        // The flags, in any order: + f s, and n for the index.
        var isIndex = false
        while let flag = rest.first, "+fsn".contains(flag) {
            switch flag {
            case "+": placeholder.allMarked = true
            case "f": placeholder.inFile = true
            case "s": placeholder.keepsSpace = true
            default: isIndex = true
            }
            rest = rest.dropFirst()
        }
        if isIndex {
            guard rest.isEmpty, !placeholder.keepsSpace else { return nil }
            placeholder.value = .index
            return placeholder
        }
        if rest.first == "." {
            let path = rest.dropFirst()
            guard !path.isEmpty, !path.contains(where: { $0.isWhitespace || "{}'\"\\".contains($0) }) else { return nil }
            placeholder.value = .field(String(path))
            return placeholder
        }
        guard !rest.isEmpty else { return placeholder }
        guard rest.allSatisfy({ $0.isASCII && ($0.isNumber || ",-.".contains($0)) }),
              let list = try? FieldList(parsing: String(rest)), list.names.isEmpty, !list.ranges.isEmpty else { return nil }
        placeholder.value = .text(fields: list.ranges)
        return placeholder
    }

    /// `bytes` without the blanks (space, tab, line breaks) at either end.
    private static func trimmingSpace(_ bytes: [UInt8]) -> [UInt8] {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return [] }
        return Array(bytes[first...last])
    }
}
