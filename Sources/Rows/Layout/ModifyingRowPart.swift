/// A modifier around one part (a foreground, an environment change, padding, a frame) that
/// a stack can apply to each part of a group instead, as SwiftUI applies a modifier on a
/// group of views to each view in it.
///
/// This is what makes one rule for several parts written together — the content of a
/// ``LabeledContent``, a custom style's `configuration.content`, a ``RowGroup``: inside a
/// stack they join the stack's direction, modified or not, so
/// `HStack { label; configuration.content.foregroundStyle(.secondary) }` puts a time and a
/// tag side by side, as it does without the modifier. Standing alone, a group stacks its
/// parts vertically.
protocol ModifyingRowPart {
    /// The part modified.
    var modifiedPart: any RowPart { get }
    /// The same modifier around `part`.
    func applied(to part: any RowPart) -> any RowPart
}

extension ForegroundStyledPart: ModifyingRowPart {
    var modifiedPart: any RowPart { content }
    func applied(to part: any RowPart) -> any RowPart { ForegroundStyledPart<AnyRowPart>(AnyRowPart(part), foreground: foreground) }
}

extension EnvironmentModifier: ModifyingRowPart {
    var modifiedPart: any RowPart { content }
    func applied(to part: any RowPart) -> any RowPart {
        EnvironmentModifier<AnyRowPart>(AnyRowPart(part), change: change)
    }
}

extension Padding: ModifyingRowPart {
    var modifiedPart: any RowPart { content }
    func applied(to part: any RowPart) -> any RowPart { Padding<AnyRowPart>(AnyRowPart(part), insets: insets) }
}

extension Frame: ModifyingRowPart {
    var modifiedPart: any RowPart { content }
    func applied(to part: any RowPart) -> any RowPart {
        Frame<AnyRowPart>(AnyRowPart(part), width: width, height: height, alignment: alignment)
    }
}
