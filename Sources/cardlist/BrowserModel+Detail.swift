import CardListCore
import Rows

extension BrowserModel {
    /// The detail view's state: the item it was scrolled on and how far. It follows the
    /// selection: on another item it starts at the top.
    struct Detail: Hashable {
        var item: Int?
        var offset = 0
        /// How far it can scroll, as last drawn.
        var maximumOffset = 0
    }

    /// Lines the mouse wheel scrolls the detail view.
    static let detailWheelLines = 3

    /// The lines of the current item's detail view scrolled off its top.
    var detailOffset: Int {
        guard let detail, let state, detail.item == state.selection else { return 0 }
        return detail.offset
    }

    /// Opens or closes the detail view in the pane's place (`--preview-window` places it);
    /// the list takes the room it leaves, the current item kept in view.
    mutating func toggleDetail() {
        detail = detail == nil ? Detail(item: state?.selection) : nil
        let shown = listItems, listSize = areas(in: screenSize).list.size
        state?.resize(to: listSize, in: shown)
    }

    /// A mouse action over the open detail view (screen coordinates): the wheel scrolls it,
    /// a click does nothing; nil when the pointer is elsewhere.
    mutating func handleInDetail(_ mouse: MouseEvent) -> Effect? {
        guard detail != nil, let state, let pane = areas(in: screenSize).pane,
              (pane.x..<pane.maxX).contains(mouse.x), (pane.y..<pane.maxY).contains(mouse.y) else { return nil }
        let step: Int
        switch mouse.kind {
        case .wheelUp: step = -Self.detailWheelLines
        case .wheelDown: step = Self.detailWheelLines
        case .click, .doubleClick: return Effect.none
        }
        let offset = max(0, min(detailOffset + step, detail?.maximumOffset ?? 0))
        detail = Detail(item: state.selection, offset: offset, maximumOffset: detail?.maximumOffset ?? 0)
        return .redraw
    }
}
