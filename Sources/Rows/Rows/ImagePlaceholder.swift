/// A box of fixed size that stands in for a picture on a card: a light square frame with
/// the image's name in the middle, or a hatch when there is no image.
///
/// The caption is the file name without folders or extension (`images/flat-white.png`
/// shows `flat-white`), centred; when it is too wide for the box the initials of its
/// words are shown (`Single Origin Ethiopia.jpg` shows `SOE`), and a single word too
/// long for the box is truncated with `…`.
///
///     ┌──────────┐       ┌──────────┐
///     │          │       │╱╲╱╲╱╲╱╲╱╲│
///     │flat-white│       │╱╲╱╲╱╲╱╲╱╲│
///     │          │       │╱╲╱╲╱╲╱╲╱╲│
///     └──────────┘       └──────────┘
public struct ImagePlaceholder: RowPart, Hashable, Sendable {
    /// The size of the box, frame included.
    public static let boxSize = Size(width: 12, height: 5)

    /// The size of the smaller box a list item shows: a ``Picture/halved()`` thumbnail's.
    public static let smallBoxSize = Size(width: 6, height: 3)
    /// The image's file name or path, or `nil` for none.
    public var image: String?
    /// The box's size, frame included: ``boxSize`` unless given.
    public var boxSize: Size

    /// A placeholder for the image at `image` (a file name or path), or a hatch for `nil`,
    /// in a box of `boxSize`.
    public init(image: String?, boxSize: Size = ImagePlaceholder.boxSize) {
        self.image = image
        self.boxSize = boxSize
    }

    /// The box's fixed size, narrowed to `width` when less is offered.
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: min(max(0, width), boxSize.width), height: boxSize.height)
    }

    /// Draws the box at the top-leading corner of `rect`, cut to `rect` when it is smaller.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let box = Rect(x: rect.x, y: rect.y,
                       width: min(rect.width, boxSize.width),
                       height: min(rect.height, boxSize.height))
        guard !box.isEmpty else { return }
        let charset = environment.charset
        let frameStyle = Style(.dim)
        canvas.drawBorder(charset == .ascii ? .ascii : .square, in: box, style: frameStyle)
        let inside = box.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        guard !inside.isEmpty else { return }
        let y = inside.y + (inside.height - 1) / 2
        // A path of printable ASCII whose caption fits (nearly every one) is drawn from its
        // bytes, with no string made for the name.
        if let image, let span = Self.asciiCaption(of: image, width: inside.width) {
            canvas.draw(span, x: inside.x + (inside.width - span.width) / 2, y: y, maxWidth: inside.width)
            return
        }
        guard let caption = caption(forWidth: inside.width, charset: charset) else {
            drawHatch(into: &canvas, in: inside, charset: charset)
            return
        }
        if let span = ASCIISpan.whole(Text(caption), width: inside.width) {
            canvas.draw(span, x: inside.x + (inside.width - span.width) / 2, y: y, maxWidth: inside.width)
            return
        }
        let line = TextLayout.truncate(Text(caption), width: inside.width, charset: charset)
        let lineWidth = TextLayout.width(of: line)
        let x = inside.x + (inside.width - lineWidth) / 2
        canvas.draw(line, x: x, y: y, maxWidth: inside.width)
    }

    /// The text shown for the image in a box `width` columns wide inside, or `nil` when
    /// there is no image (or its name is empty).
    ///
    /// The file name without folders and extension when it fits; else the initials of its
    /// words when there are several words; else the name itself (to be truncated).
    public func caption(forWidth width: Int, charset: Charset = .unicode) -> String? {
        guard let image else { return nil }
        let name = Self.displayName(of: image)
        guard !name.isEmpty else { return nil }
        if let initials = Self.asciiInitials(of: name, width: width) { return initials }
        if Grapheme.width(of: name, charset: charset) <= width { return name }
        let words = Self.words(of: name)
        guard words.count > 1 else { return name }
        return words.compactMap(\.first).map { $0.uppercased() }.joined()
    }

    /// The caption for a name of printable ASCII (one column a byte), read as bytes: the
    /// name when it fits, else the capitals of its words' first letters when there are
    /// several; nil for any other name.
    private static func asciiInitials(of name: String, width: Int) -> String? {
        name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return nil }
            if bytes.count <= width { return name }
            var initials: [UInt8] = []
            forEachInitial(of: bytes) { initials.append($0); return true }
            return initials.count > 1 ? String(decoding: initials, as: UTF8.self) : name
        } ?? nil
    }

    /// ``caption(forWidth:charset:)`` of a path of printable ASCII, as the bytes to draw,
    /// when it fits in `width` columns: the name's own bytes in the path, or its initials;
    /// nil for any other path or caption (an empty name, or one that must be truncated).
    static func asciiCaption(of path: String, width: Int) -> ASCIISpan? {
        path.utf8.withContiguousStorageIfAvailable { bytes -> ASCIISpan? in
            guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return nil }
            let name = asciiDisplayNameRange(bytes)
            guard !name.isEmpty else { return nil }
            if name.count <= width { return ASCIISpan(path, bytes: name, style: .plain) }
            // Initials of at most `width` bytes, gathered on the stack.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, width)) { initials -> ASCIISpan? in
                var count = 0
                var fits = true
                forEachInitial(of: bytes[name]) { initial in
                    fits = count < width
                    guard fits else { return false }
                    initials[count] = initial
                    count += 1
                    return true
                }
                guard fits, count > 1 else { return nil }
                return ASCIISpan(String(decoding: UnsafeBufferPointer(rebasing: initials[..<count]), as: UTF8.self), bytes: 0..<count, style: .plain)
            }
        } ?? nil
    }

    /// Calls `body` with the first letter of each word of a name of printable ASCII, in
    /// capitals, until it returns false.
    private static func forEachInitial(of bytes: some Sequence<UInt8>, _ body: (UInt8) -> Bool) {
        var startsWord = true
        for byte in bytes {
            if isWordSeparator(byte) {
                startsWord = true
            } else if startsWord {
                guard body(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte) else { return }
                startsWord = false
            }
        }
    }

    private static func isWordSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    /// `path` without its folders and its extension: `img/flat-white.png` → `flat-white`.
    static func displayName(of path: String) -> String {
        if let name = path.utf8.withContiguousStorageIfAvailable(asciiDisplayName), let name { return name }
        let file = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// ``displayName(of:)`` of a path of printable ASCII, read as bytes; nil for any other.
    private static func asciiDisplayName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy(Grapheme.isPrintableASCII) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[asciiDisplayNameRange(bytes)]), as: UTF8.self)
    }

    /// Where ``displayName(of:)`` lies in the bytes of a path of printable ASCII.
    private static func asciiDisplayNameRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        if let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")), dot != start { end = dot }
        return start..<end
    }

    /// The words of a file name: runs between spaces, `-`, `_` and `.`.
    private static func words(of name: String) -> [Substring] {
        name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" || $0 == "." })
    }

    /// Fills `rect` with a diagonal hatch, the neutral picture of a missing image.
    private func drawHatch(into canvas: inout Canvas, in rect: Rect, charset: Charset) {
        let pair = charset == .ascii ? ["/", "\\"] : ["\u{2571}", "\u{2572}"]
        let style = Style(.dim)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                canvas.put(RowMarkers.glyph(pair[(x - rect.x) % 2]), x: x, y: y, style: style)
            }
        }
    }
}
