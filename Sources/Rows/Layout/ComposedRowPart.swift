/// A part made of other parts through its `body`: every ``RowPart`` may be one, as every
/// SwiftUI `View` may, so this is another name for it, kept for code written before.
public typealias ComposedRowPart = RowPart

// SwiftUI's names for the same ideas, so code written from SwiftUI's documentation reads
// as it was written (see docs/rows.md, "From SwiftUI's names to Rows").

/// SwiftUI's `View`: a ``RowPart``.
public typealias View = RowPart
/// SwiftUI's `@ViewBuilder`: the ``RowBuilder``.
public typealias ViewBuilder = RowBuilder
/// SwiftUI's `EmptyView`: an ``EmptyPart``.
public typealias EmptyView = EmptyPart
/// SwiftUI's `AnyView`: an ``AnyRowPart``.
public typealias AnyView = AnyRowPart
