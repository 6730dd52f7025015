import Items
import Rows

/// The detail view of one item: its whole record laid out for a width, the picture large at
/// the top, scrolled by ``offset`` when taller than the space it is drawn in.
///
/// From the top: the picture (or its placeholder), the name with its icon, the whole
/// summary wrapped, then one line per field: label, detail, amount (formatted as the rows
/// format it), time, image, every tag, and the record's other keys (``DetailFields``).
/// A plain-text item (no record) shows its whole line wrapped. Texts go through the same
/// making as the rows' (``ItemRows``: `--ansi`, tabs, a cut past ``ItemRows/displayLimit``)
/// and are sanitised when drawn, as every ``Text`` is.
///
///     let view = DetailView(item: item, extraFields: [], picture: .loading)
///     view.render(into: &canvas, in: Rect(x: 40, y: 0, width: 40, height: 24), environment: environment)
public struct DetailView {
    /// What the picture's place shows.
    public enum PictureState: Hashable, Sendable {
        /// Pictures are off (no colour, `--no-images`, ASCII), or the item names none.
        case off
        /// Being decoded: the placeholder, with the picture's name.
        case loading
        /// The file gives no picture (missing, unreadable, damaged, too large).
        case missing
        /// The picture, fitted to ``DetailView/pictureBox(for:)``.
        case shown(Picture)
    }

    public var item: Item
    /// The record's keys beyond the item's own fields.
    public var extraFields: [DetailFields.Field]
    /// Whether the item is a plain line of text rather than a record.
    public var isPlainText: Bool
    public var picture: PictureState
    /// How texts are made, as in the rows (without a matcher: nothing is highlighted here).
    public var rows: ItemRows
    /// Lines scrolled off the top.
    public var offset: Int

    public init(item: Item, extraFields: [DetailFields.Field] = [], isPlainText: Bool = false, picture: PictureState = .off,
                rows: ItemRows = ItemRows(style: .card), offset: Int = 0) {
        self.item = item
        self.extraFields = extraFields
        self.isPlainText = isPlainText
        self.picture = item.image == nil ? .off : picture
        self.rows = rows
        self.rows.matcher = nil
        self.offset = max(0, offset)
    }

    /// The cells a picture is fitted into for a view of `size`: its whole width, and its
    /// height less three rows, so the name shows under even the tallest picture.
    public static func pictureBox(for size: Size) -> Size {
        Size(width: max(1, size.width), height: max(1, size.height - 3))
    }

    /// The placeholder's height while a picture loads or when it cannot be shown.
    static let placeholderHeight = 5

    /// The view as one part: what ``render(into:in:environment:)`` scrolls over.
    public var content: some RowPart {
        let parts = parts  // made once, not once per row
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<parts.count) { parts[$0] }
        }
    }

    /// The parts from the top.
    private var parts: [AnyRowPart] {
        var parts: [AnyRowPart] = []
        if isPlainText {
            // Cut before decoding: a 100 MB line costs no more than the part that is drawn.
            let limit = ItemRows.displayLimit * 4
            let line = item.source.count > limit ? String(decoding: item.source.prefix(limit), as: UTF8.self) + "\u{2026}" : item.sourceText
            parts.append(AnyRowPart(rows.plain(line)))
            return parts
        }
        if let image = item.image {
            switch picture {
            case .off: break
            case .shown(let shown):
                parts.append(AnyRowPart(FlexibleFrame(PictureBox(picture: shown, fallback: ImagePlaceholder(image: image)),
                                                      minWidth: nil, maxWidth: .infinity, alignment: .center)))
                parts.append(AnyRowPart(Text("")))
            case .loading, .missing:
                parts.append(AnyRowPart(PicturePlaceholder(image: image, isMissing: picture == .missing)))
                parts.append(AnyRowPart(Text("")))
            }
        }
        parts.append(AnyRowPart(NameLine(name: rows.plain(item.name).bold(), icon: ItemIcon.icon(for: item.icon))))
        if let summary = item.summary, !summary.isEmpty { parts.append(AnyRowPart(rows.plain(summary))) }
        let fields = fieldLines
        if !fields.isEmpty {
            parts.append(AnyRowPart(Text("")))
            // The item's own keys line up whichever of them an item has (`detail` is the longest).
            let keyWidth = min(16, max(6, fields.map { $0.key.width(charset: .unicode) }.max() ?? 0))
            for field in fields { parts.append(AnyRowPart(DetailFieldLine(key: field.key, value: field.value, keyWidth: keyWidth))) }
        }
        return parts
    }

    /// The field lines: the item's own fields that are set, then the record's other keys.
    private var fieldLines: [(key: Text, value: AnyRowPart)] {
        var lines: [(key: Text, value: AnyRowPart)] = []
        func add(_ key: String, _ value: some RowPart) { lines.append((Text(key), AnyRowPart(value))) }
        if let label = item.label, !label.isEmpty { add("label", rows.plain(label)) }
        if let detail = item.detail, !detail.isEmpty { add("detail", rows.plain(detail)) }
        if let amount = item.amount {
            add("amount", AmountText(balance: AccountBalance(item.name, amount: amount, currencyCode: item.currency ?? "")))
        } else if let currency = item.currency, !currency.isEmpty {
            add("currency", rows.plain(currency))
        }
        if let time = item.time, !time.isEmpty { add("time", rows.plain(time)) }
        if let image = item.image, !image.isEmpty { add("image", rows.plain(image)) }
        if !item.tags.isEmpty { add("tags", TagRow(item.tags.map { Tag(rows.plain($0)) })) }
        for field in extraFields { lines.append((rows.plain(field.key), AnyRowPart(rows.plain(field.value)))) }
        return lines
    }

    /// Lines of the whole view at `width`.
    public func contentHeight(forWidth width: Int, in environment: RowEnvironment) -> Int {
        content.height(forWidth: width, in: environment)
    }

    /// The largest ``offset`` that still fills a view of `size`.
    public func maximumOffset(for size: Size, in environment: RowEnvironment) -> Int {
        max(0, contentHeight(forWidth: size.width, in: environment) - size.height)
    }

    /// Draws the view into `rect`, from line ``offset`` (kept within the content); a cut
    /// edge gets the list's cut markers (`▲`, `▼ more`).
    ///
    /// - Complexity: O(*n*) in the item's text and fields, never in the item count.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard !rect.isEmpty else { return }
        let whole = content.rendered(width: rect.width, environment: environment)
        let top = min(offset, max(0, whole.height - rect.height))
        canvas.clipped(to: rect) { canvas in
            canvas.draw(whole, x: rect.x, y: rect.y - top)
        }
        let drawn = Rect(x: rect.x, y: rect.y - top, width: rect.width, height: whole.height)
        CutMarkers(charset: environment.charset).draw(for: drawn, contentBottom: drawn.maxY, in: rect, into: &canvas)
    }
}

/// The name line of the detail view: the item's icon, then its name, wrapped.
struct NameLine: RowPart {
    var name: Text
    var icon: Icon?

    private func text(in environment: RowEnvironment) -> Text {
        Label(name, icon: icon).text(for: environment.charset)
    }

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        text(in: environment).size(forWidth: width, in: environment)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        text(in: environment).render(into: &canvas, in: rect, environment: environment)
    }
}

/// The picture's place while it loads or when its file gives none: a box as wide as the
/// view with the picture's name, and under it, for a missing one, why there is no picture.
struct PicturePlaceholder: RowPart {
    var image: String
    var isMissing: Bool

    private var notice: Text { Text("picture cannot be shown", style: Style(.dim)) }

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: DetailView.placeholderHeight + (isMissing ? 1 : 0))
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let box = ImagePlaceholder(image: image, boxSize: Size(width: rect.width, height: DetailView.placeholderHeight))
        box.render(into: &canvas, in: rect, environment: environment)
        guard isMissing else { return }
        let line = TextLayout.truncate(notice, width: rect.width, charset: environment.charset)
        canvas.draw(line, x: rect.x + max(0, (rect.width - TextLayout.width(of: line)) / 2), y: rect.y + DetailView.placeholderHeight)
    }
}

/// One field of the detail view: its key, dim, in a column of `keyWidth`, and its value
/// wrapped beside it (a longer key takes its own line, the value under it).
struct DetailFieldLine: RowPart {
    var key: Text
    var value: AnyRowPart
    var keyWidth: Int

    /// Where the value starts, and whether the key has a line of its own.
    private func layout(forWidth width: Int, in environment: RowEnvironment) -> (indent: Int, keyAbove: Bool) {
        let indent = min(keyWidth + 2, max(0, width / 2))
        let keyColumns = key.width(charset: environment.charset)
        return (indent, keyColumns + 2 > indent)
    }

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard width > 0 else { return .zero }
        let (indent, keyAbove) = layout(forWidth: width, in: environment)
        let valueHeight = max(1, value.size(forWidth: width - indent, in: environment).height)
        return Size(width: width, height: valueHeight + (keyAbove ? 1 : 0))
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let (indent, keyAbove) = layout(forWidth: rect.width, in: environment)
        let keyLine = TextLayout.truncate(key.dim(), width: keyAbove ? rect.width : indent - 2, charset: environment.charset)
        canvas.draw(keyLine, x: rect.x, y: rect.y, maxWidth: rect.width)
        let top = rect.y + (keyAbove ? 1 : 0)
        let valueRect = Rect(x: rect.x + indent, y: top, width: rect.width - indent, height: rect.maxY - top)
        value.draw(into: &canvas, in: valueRect, environment: environment)
    }
}
