/// A part made of other parts, after a SwiftUI view's `body`: say what it is made of and it
/// measures and draws as that.
///
///     struct Stop<Accessory: RowPart>: ComposedRowPart {
///         var title: String
///         var accessory: Accessory
///         var body: some RowPart {
///             LabeledContent(title) { accessory }
///         }
///     }
public protocol ComposedRowPart: RowPart {
    associatedtype Body: RowPart
    /// The parts this one is made of.
    var body: Body { get }
}

extension ComposedRowPart {
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        body.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        body.render(into: &canvas, in: rect, environment: environment)
    }

    public var decorativeRowsBelow: Int { body.decorativeRowsBelow }
    public var showsSelection: Bool { body.showsSelection }
}
