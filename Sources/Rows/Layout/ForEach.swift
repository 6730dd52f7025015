/// One part per element of a collection, after SwiftUI's `ForEach`: in a stack its parts
/// are laid out like parts written one after another (the same as `for … in` in a
/// ``RowBuilder``).
///
///     VStack(alignment: .leading) {
///         ForEach(coffees) { coffee in CoffeeRow(coffee: coffee) }
///     }
///
/// The ids name the elements as SwiftUI's do; the parts are drawn in the collection's order.
/// Every element's part is built each time the stack is measured or drawn, so for a long
/// collection use a ``List``, which builds only the rows it shows.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: RowPart>: RowPart {
    /// The elements, one part each.
    public var data: Data
    /// What identifies an element.
    public var id: KeyPath<Data.Element, ID>
    /// Builds the part of one element.
    public var content: (Data.Element) -> Content

    /// One part per element of `data`, each element identified by its `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @RowBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// The parts, in the collection's order.
    public var parts: [Content] {
        data.map(content)
    }

    /// As tall as the parts stacked, as wide as the widest (as a ``RowGroup`` on its own).
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        RowGroup(parts).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        RowGroup(parts).render(into: &canvas, in: rect, environment: environment)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One part per element of `data`, identified by its `id`.
    public init(_ data: Data, @RowBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One part per integer in `range`.
    ///
    ///     ForEach(0..<3) { index in Text("Stop \(index + 1)") }
    public init(_ range: Range<Int>, @RowBuilder content: @escaping (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}

extension ForEach: WrappingRowPart {
    /// In a stack, the parts themselves.
    var wrappedPart: (any RowPart)? { RowGroup(parts) }
}
