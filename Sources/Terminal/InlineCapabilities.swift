import CNcursesw
import Glibc
import Rows

/// The terminal's own sequences for drawing under the cursor, read from its terminfo entry:
/// relative cursor moves, erasing, attributes and colours.
///
/// An inline session cannot use ncurses' screen (it takes the whole display and the
/// alternate screen), so it writes these itself. They are read with `setupterm`, which
/// stays current while the session runs so that ``up(_:)``, ``down(_:)`` and ``right(_:)``
/// can fill in their counts (`tiparm`); ``release()`` frees the entry.
struct InlineCapabilities {
    /// `cr`, `ed`, `sgr0`, `civis`, `cnorm`: carriage return, erase to the end of the screen,
    /// plain attributes, hide and show the cursor.
    let carriageReturn: [UInt8]
    let eraseBelow: [UInt8]
    let plain: [UInt8]
    let hideCursor: [UInt8]
    let showCursor: [UInt8]
    /// The colours the terminal shows (none when colours are off).
    let depth: ColorDepth
    private let upFormat: [CChar]?, downFormat: [CChar]?, rightFormat: [CChar]?
    private let upOne: [UInt8], downOne: [UInt8], rightOne: [UInt8]
    private let bold: [UInt8], dim: [UInt8], italic: [UInt8], underline: [UInt8], reverse: [UInt8]
    private let foregroundFormat: [CChar]?, backgroundFormat: [CChar]?
    private let terminal: UnsafeMutablePointer<TERMINAL>?
    /// The sequences made for each style so far (a frame of thumbnails has thousands).
    private var styles = SequenceCache<Style>()

    /// The sequences of terminfo entry `name`, colours only when `color` is set.
    ///
    /// - Throws: ``TerminalError/unknownTerminal(_:)`` when terminfo has no such entry.
    init(terminal name: String, fd: Int32, color: Bool) throws(TerminalError) {
        var status: Int32 = 0
        guard setupterm(name, fd, &status) == OK, let terminal = cl_cur_term() else { throw .unknownTerminal(name) }
        self.init(owning: terminal, color: color)
    }

    /// The sequences of the terminal ncurses runs on now (its `newterm` made it current),
    /// which ``release()`` leaves to ncurses.
    init(currentTerminalColor color: Bool) {
        self.init(owning: nil, color: color)
    }

    /// The sequences of the current terminfo entry; `terminal` is freed by ``release()``.
    private init(owning terminal: UnsafeMutablePointer<TERMINAL>?, color: Bool) {
        self.terminal = terminal
        carriageReturn = Self.string("cr") ?? [0x0D]
        eraseBelow = Self.string("ed") ?? Array("\u{1B}[J".utf8)
        plain = Self.string("sgr0") ?? Array("\u{1B}[m".utf8)
        hideCursor = Self.string("civis") ?? []
        showCursor = Self.string("cnorm") ?? []
        upFormat = Self.format("cuu")
        downFormat = Self.format("cud")
        rightFormat = Self.format("cuf")
        upOne = Self.string("cuu1") ?? Array("\u{1B}[A".utf8)
        downOne = Self.string("cud1").flatMap { $0 == [0x0A] ? nil : $0 } ?? Array("\u{1B}[B".utf8)
        rightOne = Self.string("cuf1") ?? Array("\u{1B}[C".utf8)
        bold = Self.string("bold") ?? []
        dim = Self.string("dim") ?? []
        italic = Self.string("sitm") ?? []
        underline = Self.string("smul") ?? []
        reverse = Self.string("rev") ?? []
        foregroundFormat = Self.format("setaf")
        backgroundFormat = Self.format("setab")
        depth = color && foregroundFormat != nil ? ColorDepth(colors: Int(tigetnum("colors"))) : .none
    }

    /// Frees the terminfo entry (idempotent through the session, which calls it once).
    func release() {
        if let terminal { del_curterm(terminal) }
    }

    /// Moves the cursor `count` rows up (nothing for 0).
    func up(_ count: Int) -> [UInt8] { move(count, format: upFormat, one: upOne) }
    /// Moves the cursor `count` rows down, never scrolling (nothing for 0).
    func down(_ count: Int) -> [UInt8] { move(count, format: downFormat, one: downOne) }
    /// Moves the cursor `count` columns right (nothing for 0).
    func right(_ count: Int) -> [UInt8] { move(count, format: rightFormat, one: rightOne) }

    private func move(_ count: Int, format: [CChar]?, one: [UInt8]) -> [UInt8] {
        guard count > 0 else { return [] }
        if count == 1 { return one }
        if let format, let filled = Self.fill(format, with: count) { return filled }
        return Array([[UInt8]](repeating: one, count: count).joined())
    }

    /// The bytes that switch from any style to `style`: plain first, then its attributes
    /// and colours.
    ///
    /// - Complexity: O(1) amortised; each style is made once (the cache is emptied when it
    ///   holds many).
    mutating func sequence(for style: Style) -> [UInt8] {
        styles.sequence(for: style) {
            var bytes = plain
            let attributes = style.attributes
            if attributes.contains(.bold) { bytes += bold }
            if attributes.contains(.dim) { bytes += dim }
            if attributes.contains(.italic) { bytes += italic }
            if attributes.contains(.underline) { bytes += underline }
            if attributes.contains(.reverse) { bytes += reverse }
            let foreground = depth.number(for: style.foreground), background = depth.number(for: style.background)
            if foreground >= 0, let format = foregroundFormat { bytes += Self.fill(format, with: Int(foreground)) ?? [] }
            if background >= 0, let format = backgroundFormat { bytes += Self.fill(format, with: Int(background)) ?? [] }
            return bytes
        }
    }

    /// A capability with one number filled in, padding markers removed.
    static func fill(_ format: [CChar], with value: Int) -> [UInt8]? {
        let result = format.withUnsafeBufferPointer { cl_tiparm1($0.baseAddress, Int32(clamping: value)) }
        guard let result else { return nil }
        return withoutPadding(Array(String(cString: result).utf8))
    }

    /// A parameterised capability as C text, or nil when the terminal lacks it.
    static func format(_ name: String) -> [CChar]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return Array(String(cString: value).utf8CString)
    }

    /// A capability without parameters, or nil when the terminal lacks it.
    static func string(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return withoutPadding(Array(String(cString: value).utf8))
    }

    /// `bytes` without terminfo's padding markers (`$<5>`).
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        while let start = bytes.firstIndex(of: UInt8(ascii: "$")), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "<"),
              let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) {
            bytes.removeSubrange(start...end)
        }
        return bytes
    }
}
