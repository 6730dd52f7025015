/// A part with an identity a ``ScrollViewReader`` can scroll to, after SwiftUI's `.id(_:)`:
/// a row of a `List(height:) { … }` written with `.id("Marnixplein")` is found by
/// `proxy.scrollTo("Marnixplein")` as well as by its position.
///
///     ScrollViewReader { proxy in
///         List(height: 6) {
///             Stop("Your location", icon: .walk)
///             Stop("Marnixplein", icon: .tram).id("Marnixplein")
///         }
///         .onAppear { proxy.scrollTo("Marnixplein", anchor: .top) }
///     }
///
/// It draws its content unchanged. In a list of items, the items' own ids identify rows.
public struct IdentifiedPart<Content: RowPart>: RowPart {
    public var content: Content
    /// The identity.
    public var id: AnyHashable

    public init(_ content: Content, id: AnyHashable) {
        self.content = content
        self.id = id
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        content.size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        content.render(into: &canvas, in: rect, environment: environment)
    }

    public var decorativeRowsBelow: Int { content.decorativeRowsBelow }
    public var showsSelection: Bool { content.showsSelection }
}

extension RowPart {
    /// This part with identity `id`, for ``ScrollViewProxy/scrollTo(_:anchor:)``.
    public func id<ID: Hashable & Sendable>(_ id: ID) -> IdentifiedPart<Self> {
        IdentifiedPart(self, id: AnyHashable(id))
    }
}

/// A part that may carry an ``IdentifiedPart`` identity, seen through type erasure.
protocol IdentifiedRowPart {
    var explicitID: AnyHashable { get }
}

extension IdentifiedPart: IdentifiedRowPart {
    var explicitID: AnyHashable { id }
}

extension RowGroup {
    /// The `.id(_:)` given to `part`, looking through type erasure.
    static func explicitID(of part: any RowPart) -> AnyHashable? {
        switch part {
        case let identified as any IdentifiedRowPart: return identified.explicitID
        case let erased as AnyRowPart: return explicitID(of: erased.base)
        default: return nil
        }
    }
}
