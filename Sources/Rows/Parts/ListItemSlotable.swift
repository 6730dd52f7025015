/// A list-item kind that takes a leading and a trailing slot (after the article's
/// `ListItemSlotable`): ``ListItem`` and ``AccountBalance`` adopt it, and so can yours by
/// saying which plain ``ListItem`` it is drawn as.
///
///     AccountBalance("Savings", balance: 1250, currencyCode: "EUR")
///         .leading(alignment: .top) { Label("", icon: .bank) }
///         .trailing { Tag("new") }
///
/// Each method returns a ``SlottedItem`` that offers the other edge's method only while that
/// edge is empty, so a slot is set once per edge and a second one does not compile.
public protocol ListItemSlotable: RowPart {
    /// The texts of this item as a plain list item, in `environment`.
    func plainListItem(in environment: RowEnvironment) -> ListItem<EmptyPart, EmptyPart>
}

extension ListItemSlotable {
    /// The item with the parts `content` builds on its leading edge, after the selection
    /// gutter, placed vertically per `alignment` within the item's height.
    public func leading<Content: RowPart>(alignment: VerticalAlignment = .center,
                                          @RowBuilder _ content: () -> Content) -> SlottedItem<Self, Slot<Content>, EmptyPart> {
        SlottedItem(base: self, leadingSlot: Slot(content(), alignment: alignment), trailingSlot: EmptyPart())
    }

    /// The item with the parts `content` builds on its trailing edge, placed vertically per
    /// `alignment` within the item's height.
    public func trailing<Content: RowPart>(alignment: VerticalAlignment = .center,
                                           @RowBuilder _ content: () -> Content) -> SlottedItem<Self, EmptyPart, Slot<Content>> {
        SlottedItem(base: self, leadingSlot: EmptyPart(), trailingSlot: Slot(content(), alignment: alignment))
    }
}

/// A ``ListItemSlotable`` item with its slots: leading slot, the item's texts and trailing
/// slot side by side, as tall as the tallest of them. An unused edge is ``EmptyPart``.
public struct SlottedItem<Base: ListItemSlotable, Leading: RowPart, Trailing: RowPart>: RowPart {
    public var base: Base
    public var leadingSlot: Leading
    public var trailingSlot: Trailing

    public init(base: Base, leadingSlot: Leading, trailingSlot: Trailing) {
        self.base = base
        self.leadingSlot = leadingSlot
        self.trailingSlot = trailingSlot
    }

    /// The list item that draws this one in `environment`.
    func listItem(in environment: RowEnvironment) -> ListItem<Leading, Trailing> {
        let plain = base.plainListItem(in: environment)
        return ListItem(label: plain.label, title: plain.title, subtitle: plain.subtitle, detail: plain.detail,
                        leadingSlot: leadingSlot, trailingSlot: trailingSlot)
    }

    /// It shows selection itself.
    public var showsSelection: Bool { true }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        listItem(in: environment).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        listItem(in: environment).render(into: &canvas, in: rect, environment: environment)
    }
}

extension SlottedItem where Leading == EmptyPart {
    /// The item with the parts `content` builds on its leading edge; only while that edge is empty.
    public func leading<Content: RowPart>(alignment: VerticalAlignment = .center,
                                          @RowBuilder _ content: () -> Content) -> SlottedItem<Base, Slot<Content>, Trailing> {
        SlottedItem<Base, Slot<Content>, Trailing>(base: base, leadingSlot: Slot(content(), alignment: alignment), trailingSlot: trailingSlot)
    }
}

extension SlottedItem where Trailing == EmptyPart {
    /// The item with the parts `content` builds on its trailing edge; only while that edge is empty.
    public func trailing<Content: RowPart>(alignment: VerticalAlignment = .center,
                                           @RowBuilder _ content: () -> Content) -> SlottedItem<Base, Leading, Slot<Content>> {
        SlottedItem<Base, Leading, Slot<Content>>(base: base, leadingSlot: leadingSlot, trailingSlot: Slot(content(), alignment: alignment))
    }
}

extension ListItem: ListItemSlotable where Leading == EmptyPart, Trailing == EmptyPart {
    public func plainListItem(in environment: RowEnvironment) -> ListItem<EmptyPart, EmptyPart> { self }
}

extension AccountBalance: ListItemSlotable {
    public func plainListItem(in environment: RowEnvironment) -> ListItem<EmptyPart, EmptyPart> {
        listItem(in: environment)
    }
}

extension SlottedItem: Equatable where Base: Equatable, Leading: Equatable, Trailing: Equatable {}
extension SlottedItem: Hashable where Base: Hashable, Leading: Hashable, Trailing: Hashable {}
extension SlottedItem: Sendable where Base: Sendable, Leading: Sendable, Trailing: Sendable {}
