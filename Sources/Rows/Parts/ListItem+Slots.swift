extension ListItem where Leading == EmptyPart {
    /// The item with `part` on its leading edge, placed vertically per `alignment`.
    ///
    /// Only an item without a leading part has this method, so a second `.leading(…)`
    /// does not compile.
    public func leading<Part: RowPart>(_ part: Part, alignment: VerticalAlignment = .center) -> ListItem<Slot<Part>, Trailing> {
        ListItem<Slot<Part>, Trailing>(label: label, title: title, subtitle: subtitle, detail: detail,
                                       leadingSlot: Slot(part, alignment: alignment), trailingSlot: trailingSlot)
    }
}

extension ListItem where Trailing == EmptyPart {
    /// The item with `part` on its trailing edge, placed vertically per `alignment`.
    ///
    /// Only an item without a trailing part has this method, so a second `.trailing(…)`
    /// does not compile.
    public func trailing<Part: RowPart>(_ part: Part, alignment: VerticalAlignment = .center) -> ListItem<Leading, Slot<Part>> {
        ListItem<Leading, Slot<Part>>(label: label, title: title, subtitle: subtitle, detail: detail,
                                      leadingSlot: leadingSlot, trailingSlot: Slot(part, alignment: alignment))
    }
}
