/// Anything that can be measured for a width and drawn into a rectangle of a ``Canvas``:
/// whole rows (``CardRow``, ``ListItem``, ``OneLineRow``) and the parts they are built from.
public protocol RowPart {
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
}

extension RowPart {
    public var decorativeRowsBelow: Int { 0 }
    public var showsSelection: Bool { false }
}

extension RowPart {
    /// The rows this part takes at `width` columns.
    public func height(forWidth width: Int, in environment: RowEnvironment = RowEnvironment()) -> Int {
        size(forWidth: width, in: environment).height
    }

    /// Draws the part into a new canvas of `width` columns and its own height.
    public func rendered(width: Int, environment: RowEnvironment = RowEnvironment()) -> Canvas {
        var canvas = Canvas(width: width, height: height(forWidth: width, in: environment))
        draw(into: &canvas, in: canvas.bounds, environment: environment)
        return canvas
    }

    /// Draws the part into `rect`, clipped to it.
    public func draw(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.clipped(to: rect) { canvas in
            render(into: &canvas, in: rect, environment: environment)
        }
    }
}
