/// A framed, tinted label that stands for something a person can do, after SwiftUI's
/// `Button` with the bordered style: `╭─────╮ │Route│ ╰─────╯`, three rows like a ``Tag``.
///
///     Button("Route", icon: .walk) { showRoute() }
///     Button(action: { showRoute() }) { Label("Route", icon: .walk) }.tint(.orange)
///
/// Rows only draws: a program that runs the list calls ``action`` when the person picks
/// the row the button is on.
public struct Button: RowPart {
    /// The button's title and icon.
    public var label: Label
    /// The colour of the frame and the title; SwiftUI's accent blue unless ``tint(_:)`` is set.
    public var tintColor: Color
    /// What the button does when a program runs it.
    public var action: () -> Void

    /// A button titled `title`, with an optional icon.
    public init(_ title: String, icon: Icon? = nil, action: @escaping () -> Void = {}) {
        self.init(action: action) { Label(Text(title), icon: icon) }
    }

    /// A button drawing `label`, in SwiftUI's order: the action first.
    public init(action: @escaping () -> Void = {}, label: () -> Label) {
        self.label = label()
        self.tintColor = .blue
        self.action = action
    }

    /// The button drawn in `color`, as SwiftUI's `.tint(_:)`.
    public func tint(_ color: Color) -> Button {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The framed label it is drawn as.
    public var body: Tag {
        Tag(label.title, icon: label.icon, color: tintColor)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        body.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        body.render(into: &canvas, in: rect, environment: environment)
    }
}
