/// A value of the ``RowEnvironment`` read as a property of a ``ComposedRowPart``, after
/// SwiftUI's `@Environment`: name the value by key path, a built-in one or your own
/// (``RowEnvironmentKey``), and use it in `body`.
///
///     struct MapButton: ComposedRowPart {
///         @Environment(\.buttonTint) var tint      // a key of your own
///         @Environment(\.isSelected) var isSelected
///         var body: some RowPart {
///             Text(isSelected ? "[ Map ]" : "  Map  ").foreground(tint)
///         }
///     }
///     MapButton().environment(\.buttonTint, .red)
///
/// While a composed part is measured or drawn, its `body` — and the parts it builds, while
/// they are measured and drawn (a ``ForEach``'s closure, say) — reads the environment the
/// part was given: the list's, as changed by every `.environment(_:_:)` around the part. A
/// ``LabelStyle``'s or ``LabeledContentStyle``'s `makeBody(configuration:)` reads the one its
/// label is drawn in. Read anywhere else (in an initialiser, or while a list only asks a part
/// whether it ``RowPart/showsSelection``), it gives the value in the environment of the
/// composed part being measured or drawn around it, or in a new ``RowEnvironment`` when
/// there is none.
///
/// One difference from SwiftUI: a property read in a closure that a part hands to another
/// composed part, which runs the closure while it is itself measured or drawn, gives the
/// inner part's value, not the value where the closure was written.
///
/// - Complexity: O(1) to read. Measuring or drawing a composed part binds a task-local
///   value once (one small allocation outside a task); nothing per cell or per item.
@propertyWrapper
public struct Environment<Value>: Sendable {
    private let keyPath: KeyPath<RowEnvironment, Value> & Sendable

    /// The environment value at `keyPath`: `\.localeIdentifier`, `\.isSelected`, or a key of your own.
    public init(_ keyPath: KeyPath<RowEnvironment, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the part being measured or drawn.
    public var wrappedValue: Value {
        RowEnvironment.current[keyPath: keyPath]
    }
}

extension RowEnvironment {
    /// The environment of the part whose `body` is being evaluated, for ``Environment``:
    /// a new one outside any evaluation.
    @TaskLocal static var current = RowEnvironment()

    /// What `operation` returns, run with this environment as the one ``Environment``
    /// reads.
    func asCurrent<Result>(_ operation: () throws -> Result) rethrows -> Result {
        try RowEnvironment.$current.withValue(self, operation: operation)
    }
}

/// A part made only when it is measured or drawn, with the environment it is given as the
/// one ``Environment`` properties read while it is made: how a label or labeled-content
/// style's `makeBody(configuration:)` sees the environment of what it draws.
struct MadeInEnvironment: RowPart {
    let make: () -> any RowPart

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        environment.asCurrent { make().size(forWidth: width, in: environment) }
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        environment.asCurrent { make().render(into: &canvas, in: rect, environment: environment) }
    }
}
