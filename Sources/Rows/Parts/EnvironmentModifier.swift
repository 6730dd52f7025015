/// A part drawn with a changed ``RowEnvironment``: the change reaches it and every part
/// inside it, and nothing outside (after SwiftUI's `.environment(_:_:)`).
///
///     LabeledContent("Balance", value: "12.00 EUR")
///         .environment(\.labeledContentStyle, .inline)
public struct EnvironmentModifier<Content: RowPart>: RowPart {
    public var content: Content
    let change: @Sendable (inout RowEnvironment) -> Void

    /// `content` drawn with `change` applied to the environment it is given.
    public init(_ content: Content, change: @escaping @Sendable (inout RowEnvironment) -> Void) {
        self.content = content
        self.change = change
    }

    /// The environment `content` sees when this part is given `environment`.
    public func modified(_ environment: RowEnvironment) -> RowEnvironment {
        var copy = environment
        change(&copy)
        return copy
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        content.size(forWidth: width, in: modified(environment))
    }

    /// Whether its content shows selection itself.
    public var showsSelection: Bool { content.showsSelection }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        content.render(into: &canvas, in: rect, environment: modified(environment))
    }
}

extension RowPart {
    /// This part with one environment value set for it and the parts inside it.
    ///
    ///     TagRow(tags).environment(\.charset, .ascii)
    public func environment<Value: Sendable>(_ keyPath: WritableKeyPath<RowEnvironment, Value> & Sendable, _ value: Value) -> EnvironmentModifier<Self> {
        EnvironmentModifier(self) { $0[keyPath: keyPath] = value }
    }
}

extension EnvironmentModifier: Sendable where Content: Sendable {}
