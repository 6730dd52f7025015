/// Anything that can be measured for a width and drawn into a rectangle of a ``Canvas``:
/// whole rows (``CardRow``, ``ListItem``, ``OneLineRow``) and the parts they are built from;
/// SwiftUI's `View` (which is also a name for it here).
///
/// A part of your own usually says what it is made of, as a SwiftUI view does, and measures
/// and draws as that:
///
///     struct Stop<Accessory: RowPart>: RowPart {
///         var title: String
///         var accessory: Accessory
///         @Environment(\.isSelected) var isSelected
///         var body: some RowPart {
///             LabeledContent(title) { accessory }
///                 .foregroundStyle(isSelected ? .primary : .secondary)
///         }
///     }
///
/// `body` is a ``RowBuilder`` and may read the environment the part is measured or drawn
/// in through ``Environment`` properties. A part that draws cells itself implements
/// ``size(forWidth:in:)`` and ``render(into:in:environment:)`` instead and has no body.
public protocol RowPart {
    /// The part this one is made of; `Never` for a part that draws itself.
    associatedtype Body: RowPart = Never

    /// The parts this one is made of (only for a part that does not draw itself).
    @RowBuilder var body: Body { get }

    /// The size this part needs when offered `width` columns; its width is at most `width`.
    func size(forWidth width: Int, in environment: RowEnvironment) -> Size

    /// Draws the part into `rect` of `canvas`. Drawing outside `rect` is clipped.
    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment)

    /// Rows at the bottom that only decorate (a card's drop shadow): a list that cuts off
    /// just these hides nothing and need not say so. 0 unless a part says otherwise.
    var decorativeRowsBelow: Int { get }

    /// Whether the part shows by itself that it is selected or marked (a list item's `▶`
    /// gutter, a card's heavy frame); a ``List`` gives other rows the selection gutter.
    /// `false` unless a part says otherwise; parts that wrap one part pass on its answer.
    var showsSelection: Bool { get }

    /// Whether the part is always exactly as wide as it is offered (a list item is), so
    /// a frame can draw it at the width it offers and take its height from that drawing,
    /// without measuring it first. `false` unless a part says otherwise; ``AnyRowPart``
    /// passes on its part's answer.
    var fillsOfferedWidth: Bool { get }

    /// Draws the part into a new canvas of `width` columns and its own height. A part
    /// that would measure itself twice for this (once for the height, once as it draws)
    /// may lay itself out once instead; the canvas must be the same.
    func rendered(width: Int, environment: RowEnvironment) -> Canvas
}

extension RowPart {
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

extension RowPart where Body == Never {
    /// A part that draws itself has no body.
    public var body: Never {
        fatalError("\(Self.self) draws itself and has no body")
    }

    public var decorativeRowsBelow: Int { 0 }
    public var showsSelection: Bool { false }
}

/// The body of a part that draws itself: never made, never drawn.
extension Never: RowPart {
    public typealias Body = Never

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size { .zero }
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {}
}

extension RowPart {
    public var fillsOfferedWidth: Bool { false }

    /// The rows this part takes at `width` columns.
    public func height(forWidth width: Int, in environment: RowEnvironment = RowEnvironment()) -> Int {
        size(forWidth: width, in: environment).height
    }

    /// Draws the part into a new canvas of `width` columns and its own height.
    public func rendered(width: Int, environment: RowEnvironment) -> Canvas {
        var canvas = Canvas(width: width, height: height(forWidth: width, in: environment))
        draw(into: &canvas, in: canvas.bounds, environment: environment)
        return canvas
    }

    /// Draws the part into a new canvas of `width` columns and its own height, in the
    /// default environment.
    public func rendered(width: Int) -> Canvas {
        rendered(width: width, environment: RowEnvironment())
    }

    /// Draws the part into `rect`, clipped to it.
    public func draw(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.clipped(to: rect) { canvas in
            render(into: &canvas, in: rect, environment: environment)
        }
    }
}
