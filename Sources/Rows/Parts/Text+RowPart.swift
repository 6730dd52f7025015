/// Styled text is a part on its own, as in SwiftUI: it wraps to the width it is offered
/// (see ``TextPart`` for a line limit).
///
///     VStack(alignment: .leading) { Text("COUNTACH").bold(); Text("Stone fruit and cocoa.") }
extension Text: RowPart {
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        TextPart(self).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        TextPart(self).render(into: &canvas, in: rect, environment: environment)
    }
}
