/// The design card's row: a rounded frame with a drop shadow (``CardFrame``) around the
/// item's name in bold, its summary wrapped at full height, and an image placeholder on the
/// trailing side (``CardContent``).
///
///     ╭─────────────────────────────────────╮
///     │ Flat white             ┌──────────┐ │░
///     │ Velvety microfoam      │          │ │░
///     │ poured over a double   │flat-white│ │░
///     │ ristretto, sweet,      │          │ │░
///     │ strong and smooth.     └──────────┘ │░
///     ╰─────────────────────────────────────╯░
///      ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
///
/// At width *W* the frame takes columns 0…*W*−2 and the shadow column *W*−1 and the row
/// under the frame. Inside the frame one column of padding on each side; the selection
/// marker sits in the leading padding of the name line. The image box (see
/// ``ImagePlaceholder``) is left out when it would leave the text fewer than
/// ``CardContent/minimumDetailsWidth`` columns, so narrow cards give all their room to the text.
///
/// - A **selected** card has a heavy frame (`┏━┓`, ASCII `#=#`) and the marker `▶` (`>`);
///   with colours the frame and marker are also cyan.
/// - A **marked** card shows `✓` (`*`) set into its top frame near the trailing corner
///   (`── ✓ ─╮`), when the card is at least 7 columns wide.
///
/// Styles set on `name` and `summary` win; an unstyled name is drawn bold, and a name set
/// in red stays red and is bold too.
public struct CardRow: RowPart, Hashable, Sendable {
    /// The item's name, on the first line, truncated with `…`.
    public var name: Text
    /// The item's description, word-wrapped under the name; all of its lines are shown.
    public var summary: Text
    /// The image's file name or path shown in the placeholder box, or `nil` for none.
    public var image: String?
    /// The image as cells, drawn in the image box instead of the placeholder when set (and
    /// colours are on).
    public var picture: Picture?

    /// A card from styled texts; styles set on them win over the card's defaults. The name
    /// comes first and unlabelled, as in every row kind.
    public init(_ name: Text, summary: Text = "", image: String? = nil, picture: Picture? = nil) {
        self.name = name
        self.summary = summary
        self.image = image
        self.picture = picture
    }

    /// A card from plain strings, for names and summaries held in variables.
    public init(_ name: String, summary: String = "", image: String? = nil, picture: Picture? = nil) {
        self.init(Text(name), summary: Text(summary), image: image, picture: picture)
    }

    @available(*, deprecated, renamed: "init(_:summary:image:)", message: "The name is unlabelled in every row kind.")
    public init(name: Text, summary: Text = "", image: String? = nil) {
        self.init(name, summary: summary, image: image)
    }

    @available(*, deprecated, renamed: "init(_:summary:image:)", message: "The name is unlabelled in every row kind.")
    public init(name: String, summary: String = "", image: String? = nil) {
        self.init(name, summary: summary, image: image)
    }

    /// The card as parts: the frame around the name and summary, and the image box (the
    /// picture, or the placeholder).
    public var body: CardFrame<CardContent<CardRowDetails, PictureBox>> {
        CardFrame(CardContent(details: CardRowDetails(name, summary: summary),
                              picture: PictureBox(picture: picture, fallback: ImagePlaceholder(image: image))))
    }

    /// The card's size at `width`: all of its width, and the frame, content and shadow rows.
    ///
    /// Measures by wrapping the summary only; nothing is drawn.
    ///
    /// - Complexity: O(*n*) in the length of the summary.
    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        body.size(forWidth: width, in: environment)
    }

    /// The drop shadow's row under the frame only decorates.
    public var decorativeRowsBelow: Int { 1 }

    /// Draws the card at the top of `rect`, clipped to `rect`.
    ///
    /// - Complexity: O(*n* + *w*·*h*) for a summary of length *n* and a card of *w*×*h* cells.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        body.draw(into: &canvas, in: rect, environment: environment)
    }
}

/// A card's name in bold on one line (cut with `…`) and its summary wrapped under it: the
/// text column of a ``CardRow``. Always at least one row, for the name.
public struct CardRowDetails: RowPart, Hashable, Sendable {
    public var name: Text
    public var summary: Text

    /// The name first and unlabelled, as in every row kind.
    public init(_ name: Text, summary: Text = "") {
        self.name = name
        self.summary = summary
    }

    /// The same from plain strings.
    public init(_ name: String, summary: String = "") {
        self.init(Text(name), summary: Text(summary))
    }

    @available(*, deprecated, renamed: "init(_:summary:)", message: "The name is unlabelled in every row kind.")
    public init(name: Text, summary: Text) {
        self.init(name, summary: summary)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: 1 + summaryLineCount(width: width, charset: environment.charset))
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let charset = environment.charset
        canvas.draw(name.withDefault(Style(.bold)), x: rect.x, y: rect.y, maxWidth: rect.width, charset: charset)
        for (index, line) in summaryLines(width: rect.width, charset: charset).enumerated() {
            let y = rect.y + 1 + index
            // Lines outside the clip cost nothing (a card may be much taller than the screen).
            guard y >= canvas.clip.y, y < canvas.clip.maxY else { continue }
            canvas.draw(line, x: rect.x, y: y, maxWidth: rect.width)
        }
    }

    /// The summary wrapped to `width` columns; no lines when it is empty.
    func summaryLines(width: Int, charset: Charset) -> [TextLayout.Line] {
        guard !summary.isEmpty, width > 0 else { return [] }
        return TextLayout.wrap(summary, width: width, charset: charset)
    }

    /// The number of lines ``summaryLines(width:charset:)`` gives.
    func summaryLineCount(width: Int, charset: Charset) -> Int {
        guard !summary.isEmpty, width > 0 else { return 0 }
        return TextLayout.lineCount(summary, width: width, charset: charset)
    }
}
