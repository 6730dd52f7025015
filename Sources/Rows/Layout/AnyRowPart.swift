/// Any part behind one type, after SwiftUI's `AnyView`: for a property or an array that
/// holds parts of different kinds, or for the two branches of an `if` in a ``RowBuilder``.
///
///     let parts: [AnyRowPart] = [AnyRowPart(Label("Tram", icon: .tram)), AnyRowPart(Spacer())]
public struct AnyRowPart: RowPart {
    /// The part drawn.
    public let base: any RowPart

    /// `part` behind the eraser (an ``AnyRowPart`` is not wrapped twice).
    public init(_ part: some RowPart) {
        // The types compared first: a cast of every part was a tenth of building a row.
        if type(of: part) == AnyRowPart.self, let erased = part as? AnyRowPart {
            base = erased.base
        } else {
            base = part
        }
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        base.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        base.render(into: &canvas, in: rect, environment: environment)
    }

    public func rendered(width: Int, environment: RowEnvironment) -> Canvas {
        base.rendered(width: width, environment: environment)
    }

    public var fillsOfferedWidth: Bool { base.fillsOfferedWidth }

    public var decorativeRowsBelow: Int { base.decorativeRowsBelow }
    public var showsSelection: Bool { base.showsSelection }
}

extension RowPart {
    /// This part behind the type eraser ``AnyRowPart``.
    public func eraseToAnyRowPart() -> AnyRowPart {
        AnyRowPart(self)
    }
}
