/// The words of a Swift source file that can name a type or a module, with comments and
/// string literals left out, and what the file declares and imports.
///
///     let source = SwiftSource("import Rows\nstruct Box { enum Kind {} }  // a Canvas")
///     source.imports            // ["Rows"]
///     source.topLevelTypes      // ["Box"]
///     source.declaredTypes      // ["Box", "Kind"]
///     source.references         // ["Box"] (Kind is declared, Canvas is in a comment)
struct SwiftSource {
    /// An identifier as written, with where it stands.
    struct Word: Hashable {
        var text: String
        /// Whether a `.` comes right before it: a member, or a nested type (`Options.Anchor`).
        var followsDot: Bool
        /// How many `{` it stands inside (0: the top level of the file).
        var depth: Int
    }

    /// Every identifier outside comments and string literals, in order.
    private(set) var words: [Word] = []

    init(_ text: String) {
        var scanner = Scanner(bytes: Array(text.utf8))
        words = scanner.words()
    }

    /// The modules the file imports (`import X`, `@testable import X`, `import struct X.Y`).
    var imports: [String] {
        var modules: [String] = []
        for (index, word) in words.enumerated() where word.text == "import" && word.depth == 0 && !word.followsDot {
            var next = index + 1
            if next < words.count, Self.importKinds.contains(words[next].text) { next += 1 }
            if next < words.count { modules.append(words[next].text) }
        }
        return modules
    }

    /// The types declared at the top level and visible outside the file (not `private` or
    /// `fileprivate`): what other folders of the module can refer to.
    var topLevelTypes: Set<String> {
        Set(declarations.filter { $0.depth == 0 && !$0.isFileLocal }.map(\.name))
    }

    /// Every type name the file declares, at any depth (`Key` in `struct Options { enum Key }`).
    var declaredTypes: Set<String> {
        Set(declarations.map(\.name))
    }

    /// The capitalised names the file uses that are not members or nested names after a `.`.
    var references: Set<String> {
        Set(words.filter { !$0.followsDot && $0.text.first?.isUppercase == true }.map(\.text))
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor", "associatedtype"]
    private static let modifiers: Set<String> = [
        "public", "package", "internal", "private", "fileprivate", "open", "final", "indirect", "nonisolated", "set",
    ]

    private var declarations: [(name: String, depth: Int, isFileLocal: Bool)] {
        var found: [(name: String, depth: Int, isFileLocal: Bool)] = []
        for (index, word) in words.enumerated().dropLast() where Self.typeKeywords.contains(word.text) && !word.followsDot {
            let name = words[index + 1]
            // `class func` and `class var` declare members, not a class.
            guard name.text.first.map({ $0.isLetter || $0 == "_" }) == true, !["func", "var", "let"].contains(name.text)
            else { continue }
            var before = index - 1
            var isFileLocal = false
            while before >= 0, Self.modifiers.contains(words[before].text) {
                if words[before].text == "private" || words[before].text == "fileprivate" { isFileLocal = true }
                before -= 1
            }
            found.append((name.text, word.depth, isFileLocal))
        }
        return found
    }
}

/// Reads the identifiers of Swift source bytes, skipping comments (nested ones too) and
/// string literals (plain, multi-line and raw).
private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var depth = 0
    var lastSignificant: UInt8 = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func words() -> [SwiftSource.Word] {
        var found: [SwiftSource.Word] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
                skipString()
                lastSignificant = UInt8(ascii: "\"")
            } else if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "`") {
                let quoted = byte == UInt8(ascii: "`")
                if quoted { position += 1 }
                let start = position
                while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                if quoted, position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
                found.append(.init(text: text, followsDot: lastSignificant == UInt8(ascii: "."), depth: depth))
                lastSignificant = UInt8(ascii: "a")
            } else {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                if !Self.isSpace(byte) { lastSignificant = byte }
                position += 1
            }
        }
        return found
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func isRawStringStart() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                position += 2
                if nesting == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// Skips a string literal from its opening `#`s or quote to the end of its closing delimiter.
    private mutating func skipString() {
        var hashes = 0
        while bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = isMultiline ? 3 : 1
        position += quotes
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), escapeOpens(hashes: hashes) {
                position += 1 + hashes
                if position < bytes.count, bytes[position] == UInt8(ascii: "(") { skipInterpolation() } else { position += 1 }
            } else if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                position += quotes + hashes
                return
            } else if byte == UInt8(ascii: "\n"), !isMultiline {
                return
            } else {
                position += 1
            }
        }
    }

    /// Whether the backslash at `position` starts an escape: in a raw string only when
    /// followed by as many `#` as opened it.
    private func escapeOpens(hashes: Int) -> Bool {
        for offset in 1..<hashes + 1 where peek(offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `(…)` of an interpolation, strings inside it included.
    private mutating func skipInterpolation() {
        var nesting = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
                skipString()
                continue
            }
            if byte == UInt8(ascii: "(") { nesting += 1 }
            if byte == UInt8(ascii: ")") { nesting -= 1 }
            position += 1
            if nesting == 0 { return }
        }
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in quotes..<quotes + hashes where peek(offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
