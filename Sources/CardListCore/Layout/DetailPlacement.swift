import Rows

/// Where the detail view goes beside the list: the list keeps the left half of the area,
/// a rule (`│`, `|` in ASCII) and a blank column follow, and the detail view takes the
/// rest on the right, the whole height.
///
///     let placement = DetailPlacement(area: Rect(x: 0, y: 0, width: 80, height: 24))
///     placement.list     // x 0, 40 wide
///     placement.detail   // x 42, 38 wide
///
/// Below ``minimumWidth`` columns there is no room for both: the list keeps the whole area
/// and the detail view is not shown.
public struct DetailPlacement: Hashable, Sendable {
    /// The list's part.
    public var list: Rect
    /// The detail view's part; empty when the area is too narrow.
    public var detail: Rect
    /// The column of the rule between them, when the detail view is shown.
    public var ruleColumn: Int?

    /// The narrowest area split in two.
    public static let minimumWidth = 24

    public init(area: Rect) {
        guard area.width >= Self.minimumWidth else {
            list = area
            detail = Rect(x: area.maxX, y: area.y, width: 0, height: area.height)
            ruleColumn = nil
            return
        }
        let listWidth = (area.width + 1) / 2
        list = Rect(x: area.x, y: area.y, width: listWidth, height: area.height)
        ruleColumn = area.x + listWidth
        detail = Rect(x: area.x + listWidth + 2, y: area.y, width: area.width - listWidth - 2, height: area.height)
    }

    /// Whether the detail view has room.
    public var showsDetail: Bool { !detail.isEmpty }

    /// Draws the rule between the list and the detail view.
    public func drawRule(into canvas: inout Canvas, charset: Charset, style: Style = Style(.dim)) {
        guard let ruleColumn else { return }
        let rule = Text(charset == .ascii ? "|" : "│", style: style)
        for y in list.y..<list.maxY { canvas.draw(rule, x: ruleColumn, y: y, maxWidth: 1, charset: charset) }
    }
}
