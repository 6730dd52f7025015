/// The slot methods under the article's names, so its code reads across unchanged:
/// `listItemLeadingSlot(alignment:_:)` is ``ListItemSlotable/leading(alignment:_:)`` and
/// `listItemTrailingSlot(alignment:_:)` is ``ListItemSlotable/trailing(alignment:_:)``, with
/// the same once-per-edge guarantee.
///
///     ListItem(label: "Label", title: "Title", subtitle: "Subtitle", detail: "Detail")
///         .listItemLeadingSlot { RoundedRectangle(cornerRadius: 8).stroke().frame(width: 4) }
///         .listItemTrailingSlot { RoundedRectangle(cornerRadius: 8).stroke().frame(width: 4) }
extension ListItemSlotable {
    /// The item with the parts `content` builds on its leading edge (``leading(alignment:_:)``).
    public func listItemLeadingSlot<Content: RowPart>(alignment: VerticalAlignment = .center,
                                                      @RowBuilder _ content: () -> Content) -> SlottedItem<Self, Slot<Content>, EmptyPart> {
        leading(alignment: alignment, content)
    }

    /// The item with the parts `content` builds on its trailing edge (``trailing(alignment:_:)``).
    public func listItemTrailingSlot<Content: RowPart>(alignment: VerticalAlignment = .center,
                                                       @RowBuilder _ content: () -> Content) -> SlottedItem<Self, EmptyPart, Slot<Content>> {
        trailing(alignment: alignment, content)
    }
}

extension SlottedItem where Leading == EmptyPart {
    /// The item with the parts `content` builds on its leading edge; only while that edge is empty.
    public func listItemLeadingSlot<Content: RowPart>(alignment: VerticalAlignment = .center,
                                                      @RowBuilder _ content: () -> Content) -> SlottedItem<Base, Slot<Content>, Trailing> {
        leading(alignment: alignment, content)
    }
}

extension SlottedItem where Trailing == EmptyPart {
    /// The item with the parts `content` builds on its trailing edge; only while that edge is empty.
    public func listItemTrailingSlot<Content: RowPart>(alignment: VerticalAlignment = .center,
                                                       @RowBuilder _ content: () -> Content) -> SlottedItem<Base, Leading, Slot<Content>> {
        trailing(alignment: alignment, content)
    }
}
