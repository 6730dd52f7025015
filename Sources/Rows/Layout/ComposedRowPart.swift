/// A part made of other parts, after a SwiftUI view's `body`: say what it is made of and it
/// measures and draws as that.
///
///     struct Stop<Accessory: RowPart>: ComposedRowPart {
///         var title: String
///         var accessory: Accessory
///         @Environment(\.isSelected) var isSelected
///         var body: some RowPart {
///             LabeledContent(title) { accessory }
///                 .foregroundStyle(isSelected ? .primary : .secondary)
///         }
///     }
///
/// `body` may read the environment the part is measured or drawn in through
/// ``Environment`` properties, built-in values and keys of your own alike.
public protocol ComposedRowPart: RowPart {
    associatedtype Body: RowPart
    /// The parts this one is made of.
    var body: Body { get }
}

extension ComposedRowPart {
    /// The size of `body`, evaluated and measured with `environment` as the one its
    /// ``Environment`` properties read.
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        environment.asCurrent { body.size(forWidth: width, in: environment) }
    }

    /// Draws `body`, evaluated and drawn with `environment` as the one its ``Environment``
    /// properties read.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        environment.asCurrent { body.render(into: &canvas, in: rect, environment: environment) }
    }

    public var decorativeRowsBelow: Int { body.decorativeRowsBelow }
    public var showsSelection: Bool { body.showsSelection }
}
