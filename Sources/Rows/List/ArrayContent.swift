/// An array of items as a ``List``'s content, one row each built by `rowContent`: what
/// `List(items) { item in … }` makes. Its ids are indexed once, so finding one is O(1).
///
///     let content = ArrayContent(coffees) { coffee in CardRow(coffee.id, summary: coffee.summary) }
///     content.position(of: "Latte")   // 2
public struct ArrayContent<Item: Identifiable>: ListContent {
    /// The items, one row each, top to bottom.
    public var items: [Item] {
        didSet { index() }
    }
    /// The row for an item; called only for rows shown or measured.
    public var rowContent: (Item) -> any RowPart
    /// The position of each id (the first, when ids repeat).
    private var positions: [Item.ID: Int] = [:]
    /// The position of each row given an id with `.id(_:)` (rows written in a builder).
    private var explicitPositions: [AnyHashable: Int] = [:]

    /// `items`, each drawn as `rowContent` builds it.
    ///
    /// - Complexity: O(*n*), to index the ids.
    public init(_ items: [Item], rowContent: @escaping (Item) -> any RowPart) {
        self.items = items
        self.rowContent = rowContent
        index()
    }

    public var count: Int { items.count }

    public func id(at position: Int) -> Item.ID { items[position].id }

    public func row(at position: Int) -> any RowPart { rowContent(items[position]) }

    /// The position of the item with `id`, if there is one.
    ///
    /// - Complexity: O(1); changing ``items`` costs O(*n*) once.
    public func position(of id: Item.ID) -> Int? { positions[id] }

    public func position(ofExplicitID id: AnyHashable) -> Int? { explicitPositions[id] }

    /// Indexes the ids of ``items``, and the explicit ids of rows written in a builder.
    private mutating func index() {
        var positions: [Item.ID: Int] = [:]
        positions.reserveCapacity(items.count)
        for (position, item) in items.enumerated() where positions[item.id] == nil {
            positions[item.id] = position
        }
        self.positions = positions
        var explicit: [AnyHashable: Int] = [:]
        if Item.self == ListRow.self, let rows = items as? [ListRow] {
            for (position, row) in rows.enumerated() {
                if let id = row.explicitID, explicit[id] == nil { explicit[id] = position }
            }
        }
        explicitPositions = explicit
    }
}

/// A content made of an array of items, which a ``List`` over it reads and changes as
/// ``List/items``.
public protocol ItemArrayContent: ListContent {
    associatedtype Item: Identifiable where Item.ID == ID
    /// The items, one row each.
    var items: [Item] { get set }
    /// The row for an item.
    var rowContent: (Item) -> any RowPart { get set }
}

extension ArrayContent: ItemArrayContent {}
