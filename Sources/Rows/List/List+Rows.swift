/// A row written in a list's builder, identified by its position: the item type of a list
/// made with `List(selection:height:content:)`.
public struct ListRow: Identifiable {
    /// The row's position among the rows written.
    public var id: Int
    /// The row.
    public var part: any RowPart
    /// The identity the row was given with `.id(_:)`, if any.
    public var explicitID: AnyHashable? { RowGroup.explicitID(of: part) }

    public init(id: Int, part: any RowPart) {
        self.id = id
        self.part = part
    }
}

extension List where Content == ArrayContent<ListRow> {
    /// A list of the rows `content` writes one after another (`for … in` and ``ForEach``
    /// give one row per element), after SwiftUI's `List { … }`: rows are identified by
    /// their position, from 0, for ``selection`` and scrolling, and a row written with
    /// `.id(_:)` by that id too (for ``ScrollViewProxy/scrollTo(_:anchor:)``). Without a
    /// `height` it is as tall as its rows.
    ///
    ///     List(height: 8) {
    ///         Stop("Your location", icon: .walk)
    ///         Stop("Elandsgracht", icon: .tram) { Text("12:17") }
    ///     }
    public init(selection: Int? = nil, height: Int? = nil, scrollOff: Int = 0, @RowBuilder content: () -> some RowPart) {
        let rows = RowGroup.children(of: content()).enumerated().map { ListRow(id: $0.offset, part: $0.element) }
        self.init(rows, selection: selection, height: height, scrollOff: scrollOff) { row in
            AnyRowPart(row.part)
        }
    }
}
