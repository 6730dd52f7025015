/// A part that runs an action as it is drawn, after SwiftUI's `.onAppear(perform:)`: the
/// place to call a ``ScrollViewProxy``'s `scrollTo(_:anchor:)`.
///
/// Rows keeps no state between drawings, so "appears" means "is drawn": the action runs each
/// time the part is drawn, before its content (measuring does not run it).
public struct AppearAction<Content: RowPart>: RowPart {
    public var content: Content
    public var action: () -> Void

    public init(_ content: Content, action: @escaping () -> Void) {
        self.content = content
        self.action = action
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        content.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        action()
        content.draw(into: &canvas, in: rect, environment: environment)
    }

    public var decorativeRowsBelow: Int { content.decorativeRowsBelow }
    public var showsSelection: Bool { content.showsSelection }
}

extension RowPart {
    /// This part with `action` run each time it is drawn, before it draws.
    ///
    ///     List(stops, height: 8) { StopRow(stop: $0) }
    ///         .onAppear { proxy.scrollTo(current.id, anchor: .center) }
    public func onAppear(perform action: @escaping () -> Void) -> AppearAction<Self> {
        AppearAction(self, action: action)
    }
}
