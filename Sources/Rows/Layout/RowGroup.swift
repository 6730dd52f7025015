/// Several parts written one after another in a ``RowBuilder``: a stack lays them out
/// side by side or one above the other; on its own a group stacks them vertically.
///
/// Groups, optionals and ``EmptyPart``s inside a group are flattened away, so a stack sees
/// only the parts that are really there (and puts its spacing only between those).
public struct RowGroup: RowPart {
    /// The parts in order, as written.
    public var parts: [any RowPart]

    public init(_ parts: [any RowPart]) {
        self.parts = parts
    }

    /// The parts with nested groups, absent optionals and empty parts taken out.
    var flattened: [any RowPart] {
        parts.flatMap(RowGroup.children(of:))
    }

    /// What `part` contributes to a stack: its children when it is a group, nothing
    /// when it is empty, else itself.
    static func children(of part: any RowPart) -> [any RowPart] {
        switch part {
        case let group as RowGroup: return group.flattened
        case let erased as AnyRowPart: return children(of: erased.base)
        case let wrapper as any WrappingRowPart: return wrapper.wrappedPart.map(children(of:)) ?? []
        case let modifier as any ModifyingRowPart:
            // A modifier on several parts modifies each, and they stay in the stack's direction.
            let parts = children(of: modifier.modifiedPart)
            return parts.count == 1 ? [part] : parts.map(modifier.applied(to:))
        case is EmptyPart: return []
        default: return [part]
        }
    }

    /// Whether any of its parts shows selection itself.
    public var showsSelection: Bool { flattened.contains { $0.showsSelection } }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        VStack(parts: flattened, alignment: .leading, spacing: 0).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        VStack(parts: flattened, alignment: .leading, spacing: 0).render(into: &canvas, in: rect, environment: environment)
    }
}

/// A part that stands for another one or for none: an optional or a branch of an `if`.
protocol WrappingRowPart {
    var wrappedPart: (any RowPart)? { get }
}

extension Optional: RowPart where Wrapped: RowPart {
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        self?.size(forWidth: width, in: environment) ?? .zero
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        self?.render(into: &canvas, in: rect, environment: environment)
    }

    public var decorativeRowsBelow: Int { self?.decorativeRowsBelow ?? 0 }
    public var showsSelection: Bool { self?.showsSelection ?? false }
}

extension Optional: WrappingRowPart where Wrapped: RowPart {
    var wrappedPart: (any RowPart)? { self }
}
