/// A row after SwiftUI's list rows: a small label, an emphasised title, a dimmed subtitle
/// and a detail on the trailing edge, with optional parts in leading and trailing slots.
///
///       COFFEE
///     ▶ Flat white        4.20
///       Velvety milk over a
///       double ristretto
///
/// The label is drawn in capitals and dim, the title bold, the subtitle dim (wrapped),
/// the detail right-aligned on the title line (on a line of its own when it would leave the
/// title fewer than six columns). Styles given at the call site win over these defaults:
/// a red title stays red. In a list (``RowEnvironment/showsSelectionGutter``) or when
/// selected or marked, the first two columns are the selection gutter, on the title line:
/// `▶` for the current row (whose title is also drawn reversed) and `✓` for a marked one.
///
/// A slot takes its part's own width (``RowPart/size(forWidth:in:)``), offered what is left
/// after keeping ten columns for the texts, with one column between slot and texts; the
/// item is as tall as the tallest of texts and slots, and the texts are centred against
/// taller slots (so a centred slot sits level with the title).
///
/// Each edge takes a slot at most once, and the types make sure of it: the plain
/// initialisers give a `ListItem<EmptyPart, EmptyPart>`, and ``leading(_:alignment:)``
/// exists only while `Leading` is ``EmptyPart`` (likewise ``trailing(_:alignment:)``).
public struct ListItem<Leading: RowPart, Trailing: RowPart>: RowPart {
    /// A small heading above the title, drawn in capitals.
    public var label: Text?
    /// The item's name.
    public var title: Text
    /// More about the item, wrapped under the title.
    public var subtitle: Text?
    /// A short value on the trailing edge of the title line, such as a time or an amount.
    public var detail: Text?
    /// The part on the leading edge, after the gutter (``EmptyPart`` when there is none).
    public var leadingSlot: Leading
    /// The part on the trailing edge (``EmptyPart`` when there is none).
    public var trailingSlot: Trailing

    /// An item with the given texts and slot parts.
    public init(label: Text?, title: Text, subtitle: Text?, detail: Text?, leadingSlot: Leading, trailingSlot: Trailing) {
        self.label = label
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.leadingSlot = leadingSlot
        self.trailingSlot = trailingSlot
    }

    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard width > 0 else { return .zero }
        return Size(width: width, height: layout(forWidth: width, in: environment, keepsLines: false).height)
    }

    /// Always as wide as offered: its texts take what the slots leave.
    public var fillsOfferedWidth: Bool { true }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard rect.width > 0, rect.height > 0 else { return }
        render(into: &canvas, in: rect, laidOut: layout(forWidth: rect.width, in: environment), environment: environment)
    }

    /// The item laid out once for both its height and its drawing: its texts are broken
    /// into lines once, not counted first and broken again as they are drawn.
    public func rendered(width: Int, environment: RowEnvironment) -> Canvas {
        guard width > 0 else { return Canvas(width: width, height: 0) }
        let layout = layout(forWidth: width, in: environment)
        var canvas = Canvas(width: width, height: layout.height)
        let bounds = canvas.bounds
        guard !bounds.isEmpty else { return canvas }
        canvas.clipped(to: bounds) { canvas in
            render(into: &canvas, in: bounds, laidOut: layout, environment: environment)
        }
        return canvas
    }

    /// Draws the item into `rect` as `layout` (found for `rect`'s width) places it.
    private func render(into canvas: inout Canvas, in rect: Rect, laidOut layout: ListItemLayout, environment: RowEnvironment) {
        SelectionGutter.draw(into: &canvas, x: rect.x, y: rect.y + layout.textY + layout.titleRow,
                             width: layout.gutterWidth, environment: environment)
        // Slots align within the item's own height, so a taller rectangle changes nothing.
        let slotHeight = layout.height
        if layout.leadingWidth > 0 {
            leadingSlot.draw(into: &canvas, in: Rect(x: rect.x + layout.leadingX, y: rect.y, width: layout.leadingWidth, height: slotHeight),
                         environment: environment)
        }
        if layout.trailingWidth > 0 {
            trailingSlot.draw(into: &canvas, in: Rect(x: rect.x + layout.trailingX, y: rect.y, width: layout.trailingWidth, height: slotHeight),
                          environment: environment)
        }
        for (index, line) in layout.lines.enumerated() {
            line.draw(into: &canvas, x: rect.x + layout.textX, y: rect.y + layout.textY + index, width: layout.textWidth)
        }
    }
}

extension ListItem where Leading == EmptyPart, Trailing == EmptyPart {
    /// An item from styled texts; styles set on them win over the item's defaults.
    ///
    ///     ListItem(Text("Overdrawn").foreground(.red), subtitle: "Checking")
    public init(_ title: Text, label: Text? = nil, subtitle: Text? = nil, detail: Text? = nil) {
        self.init(label: label, title: title, subtitle: subtitle, detail: detail, leadingSlot: EmptyPart(), trailingSlot: EmptyPart())
    }

    /// An item from plain strings.
    ///
    ///     ListItem("Flat white", label: "Coffee", subtitle: "Velvety milk", detail: "4.20")
    public init(_ title: String, label: String? = nil, subtitle: String? = nil, detail: String? = nil) {
        self.init(Text(title), label: label.map { Text($0) }, subtitle: subtitle.map { Text($0) }, detail: detail.map { Text($0) })
    }

    /// An item with every text labelled, in the article's order: label, title, subtitle,
    /// detail. Styles set on the texts win over the item's defaults.
    ///
    ///     ListItem(label: "Label", title: Text("Title").foregroundStyle(.red), subtitle: "Subtitle")
    public init(label: Text? = nil, title: Text, subtitle: Text? = nil, detail: Text? = nil) {
        self.init(title, label: label, subtitle: subtitle, detail: detail)
    }

    /// An item from plain strings, every text labelled, in the article's order.
    ///
    ///     ListItem(label: "Label", title: "Title", subtitle: "Subtitle", detail: "Detail")
    public init(label: String? = nil, title: String, subtitle: String? = nil, detail: String? = nil) {
        self.init(title, label: label, subtitle: subtitle, detail: detail)
    }
}

extension ListItem: Equatable where Leading: Equatable, Trailing: Equatable {}
extension ListItem: Hashable where Leading: Hashable, Trailing: Hashable {}
extension ListItem: Sendable where Leading: Sendable, Trailing: Sendable {}
