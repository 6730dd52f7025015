/// Builds parts from a closure that lists them, after SwiftUI's `ViewBuilder`: one part per
/// line, with `if`/`else`, `if let`, `switch` and `for … in`.
///
///     VStack(alignment: .leading) {
///         Label("Marnixplein", icon: .tram)
///         if showsTags {
///             HStack { for line in lines { Tag(line) } }
///         }
///     }
///
/// One part keeps its own type; several become a ``RowGroup``; nothing is an ``EmptyPart``.
@resultBuilder
public enum RowBuilder {
    public static func buildExpression<Content: RowPart>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyPart {
        EmptyPart()
    }

    public static func buildBlock<Content: RowPart>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: RowPart>(_ content: repeat each Content) -> RowGroup {
        var parts: [any RowPart] = []
        for part in repeat each content { parts.append(part) }
        return RowGroup(parts)
    }

    /// `if` without `else`: the part, or nothing.
    public static func buildOptional<Content: RowPart>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: RowPart, Second: RowPart>(first: First) -> Either<First, Second> {
        .first(first)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: RowPart, Second: RowPart>(second: Second) -> Either<First, Second> {
        .second(second)
    }

    /// `for … in`: one part per element.
    public static func buildArray<Content: RowPart>(_ parts: [Content]) -> RowGroup {
        RowGroup(parts)
    }

    public static func buildLimitedAvailability<Content: RowPart>(_ content: Content) -> AnyRowPart {
        AnyRowPart(content)
    }
}

extension RowBuilder {
    /// One of two parts: what an `if`/`else` in a ``RowBuilder`` gives.
    public enum Either<First: RowPart, Second: RowPart>: RowPart {
        case first(First)
        case second(Second)

        /// The part of the branch taken.
        var part: any RowPart {
            switch self {
            case .first(let part): part
            case .second(let part): part
            }
        }

        public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
            part.size(forWidth: width, in: environment)
        }

        public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
            part.render(into: &canvas, in: rect, environment: environment)
        }

        public var decorativeRowsBelow: Int { part.decorativeRowsBelow }
        public var showsSelection: Bool { part.showsSelection }
    }
}

extension RowBuilder.Either: WrappingRowPart {
    var wrappedPart: (any RowPart)? { part }
}
