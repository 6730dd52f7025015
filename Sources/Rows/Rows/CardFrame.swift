/// The card around any content, after the article's card background: a rounded frame, one
/// column of padding inside it, and a drop shadow on the trailing side and below.
///
///     CardFrame {
///         Text("COUNTACH").bold()
///     }
///     // ╭──────────────╮
///     // │ COUNTACH     │░
///     // ╰──────────────╯░
///     //  ░░░░░░░░░░░░░░░
///
/// A card takes every column it is offered. At width *W* the frame takes columns 0…*W*−2
/// and the shadow column *W*−1 and the row under the frame; the content gets columns
/// 2…*W*−4 and is as tall as it measures. A card is opaque: it clears what was under it.
///
/// - A **selected** card has a heavy frame (`┏━┓`, ASCII `#=#`) and the marker `▶` (`>`) in
///   the leading padding of its first content row; with colours frame and marker are cyan.
/// - A **marked** card shows `✓` (`*`) set into its top frame near the trailing corner
///   (`── ✓ ─╮`), when the card is at least 7 columns wide.
public struct CardFrame<Content: RowPart>: RowPart {
    public var content: Content
    /// A short heading set into the top frame near the leading corner (`╭─ HOT ───╮`), or
    /// `nil`; it takes no row of its own (after SwiftUI's `GroupBox` label).
    public var title: Text?

    /// Columns the frame, paddings and shadow take beside the content.
    public static var chromeWidth: Int { 5 }
    /// Rows the frame and shadow take above and below the content.
    public static var chromeHeight: Int { 3 }

    /// A card around the parts `content` builds, with `title` in its top frame.
    public init(title: Text? = nil, @RowBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    /// A card around the parts `content` builds, with a string `title` (a `String?` from an
    /// item, say) in its top frame, drawn as `Text(title)` would be.
    public init<Title: StringProtocol>(title: Title?, @RowBuilder content: () -> Content) {
        self.init(title: title.map { Text(String($0)) }, content: content)
    }

    /// A card around `content`, with `title` in its top frame.
    public init(_ content: Content, title: Text? = nil) {
        self.content = content
        self.title = title
    }

    /// The columns the content gets in a card `width` columns wide.
    public static func contentWidth(forWidth width: Int) -> Int {
        max(0, width - chromeWidth)
    }

    /// The columns the content gets in a card `width` columns wide in `environment`: a
    /// pointer wider than one column widens the leading padding it is drawn in.
    static func contentWidth(forWidth width: Int, in environment: RowEnvironment) -> Int {
        max(0, width - chromeWidth - (leadingPadding(in: environment) - 1))
    }

    /// The leading padding: one column, or as wide as the environment's pointer.
    static func leadingPadding(in environment: RowEnvironment) -> Int {
        max(1, RowMarkers.selectionMark(environment).width)
    }

    /// All of `width`, and the content's rows plus the frame and shadow.
    ///
    /// - Complexity: the content's own measuring.
    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let inner = content.size(forWidth: Self.contentWidth(forWidth: width, in: environment), in: environment)
        return Size(width: max(0, width), height: inner.height + Self.chromeHeight)
    }

    /// The drop shadow's row under the frame only decorates.
    public var decorativeRowsBelow: Int { 1 }

    /// Draws the card at the top of `rect`.
    ///
    /// - Complexity: the content's drawing, plus O(*w*·*h*) in the card's cells within the clip.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let width = rect.width
        let innerWidth = Self.contentWidth(forWidth: width, in: environment)
        let padding = Self.leadingPadding(in: environment)
        let marker = RowMarkers.markedMark(environment)
        let innerHeight = content.size(forWidth: innerWidth, in: environment).height
        let height = innerHeight + Self.chromeHeight
        guard width > 0 else { return }
        let frameHeight = height - 1
        // A card is opaque: whatever was under it goes (only what the clip lets through).
        canvas.fill(Rect(x: rect.x, y: rect.y, width: width, height: height).intersection(canvas.clip))
        canvas.drawBorder(frameBorder(environment), in: Rect(x: rect.x, y: rect.y, width: width - 1, height: frameHeight),
                          style: frameStyle(environment))
        drawShadow(into: &canvas, x: rect.x, y: rect.y, width: width, frameHeight: frameHeight, environment: environment)
        if let title, !title.isEmpty, width >= 10 {
            // ` TITLE ` from the third column, ending before the marked marker's place.
            let text = environment.displayed(Text(" ") + title.withDefault(Style(.dim)) + Text(" "))
            canvas.draw(text, x: rect.x + 2, y: rect.y, maxWidth: width - 8 - max(1, marker.width), charset: environment.charset)
        }
        if environment.isMarked { drawMarkedMarker(marker, into: &canvas, x: rect.x, y: rect.y, width: width, environment: environment) }
        if environment.isSelected, width > 3 {
            RowMarkers.selectionMark(environment).draw(into: &canvas, x: rect.x + 1, y: rect.y + 1, maxWidth: min(padding, width - 3),
                                                       style: environment.displayed(Style(.bold, foreground: .cyan)))
        }
        content.draw(into: &canvas, in: Rect(x: rect.x + 1 + padding, y: rect.y + 1, width: innerWidth, height: innerHeight),
                     environment: environment)
    }

    /// The frame's glyphs: rounded, or heavy when selected; `+-|` or `#=#` in ASCII.
    func frameBorder(_ environment: RowEnvironment) -> Border {
        switch (environment.charset.repertoire, environment.isSelected) {
        case (.unicode, false): .rounded
        case (.unicode, true): .heavy
        case (.ascii, false): .ascii
        case (.ascii, true): .asciiHeavy
        }
    }

    /// The frame's style: plain, or bold (and cyan with colours) when selected.
    func frameStyle(_ environment: RowEnvironment) -> Style {
        guard environment.isSelected else { return .plain }
        return environment.displayed(Style(.bold, foreground: .cyan))
    }

    /// The shadow: the last column from the frame's second row down, and the row under the
    /// frame from the second column on.
    private func drawShadow(into canvas: inout Canvas, x originX: Int, y originY: Int, width: Int, frameHeight: Int,
                            environment: RowEnvironment) {
        guard width >= 3 else { return }  // No frame to cast it.
        let glyph = RowMarkers.glyph(RowMarkers.shadow(environment.charset))
        let style = RowMarkers.shadowStyle(usesColor: environment.usesColor)
        let right = originX + width - 1
        if frameHeight >= 2 {
            // Only the rows inside the clip: a card may be far taller than the screen.
            let top = max(originY + 1, canvas.clip.y)
            let end = min(originY + frameHeight, canvas.clip.maxY)
            if top < end {
                for y in top..<end { canvas.put(glyph, x: right, y: y, style: style) }
            }
        }
        for x in (originX + 1)...right { canvas.put(glyph, x: x, y: originY + frameHeight, style: style) }
    }

    /// ` ✓ ` (the marked mark between spaces) set into the top frame, ending two columns
    /// before the frame's top-right corner.
    private func drawMarkedMarker(_ marker: RowMark, into canvas: inout Canvas, x originX: Int, y originY: Int, width: Int,
                                  environment: RowEnvironment) {
        guard width >= 6 + marker.width, marker.width > 0 else { return }
        let style = environment.displayed(Style(.bold, foreground: .green))
        let x = originX + width - 4 - marker.width
        canvas.put(.space, x: x - 1, y: originY, style: frameStyle(environment))
        marker.draw(into: &canvas, x: x, y: originY, maxWidth: marker.width, style: style)
        canvas.put(.space, x: x + marker.width, y: originY, style: frameStyle(environment))
    }
}

extension RowPart {
    /// This part inside a card: a rounded frame with a drop shadow (see ``CardFrame``).
    public func card(title: Text? = nil) -> CardFrame<Self> {
        CardFrame(self, title: title)
    }
}

extension CardFrame: Equatable where Content: Equatable {}
extension CardFrame: Hashable where Content: Hashable {}
extension CardFrame: Sendable where Content: Sendable {}
