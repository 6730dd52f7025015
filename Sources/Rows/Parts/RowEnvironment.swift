/// Values that flow down from a list to its rows and from a row to its parts, so a whole
/// list can change look without each row knowing (after SwiftUI's environment).
public struct RowEnvironment: Sendable {
    /// Unicode or plain ASCII frames, shadows and icons.
    public var charset: Charset = .unicode
    /// Whether the row is the list's current row.
    public var isSelected = false
    /// Whether the row is marked for a multiple choice.
    public var isMarked = false
    /// Whether list items keep the two-column selection gutter (`▶`/`✓`) on their leading
    /// side even when neither selected nor marked, so rows do not shift as the selection
    /// moves. A list turns it on; a lone item has no gutter unless selected or marked.
    public var showsSelectionGutter = false
    /// Whether colours may be used; without them rows rely on attributes and glyphs.
    public var usesColor = true
    /// The current row's mark (`--pointer`), of any width; nil for `▶` (ASCII `>`).
    public var pointer: RowMark?
    /// A marked row's mark (`--marker`), of any width; nil for `✓` (ASCII `*`).
    public var marker: RowMark?
    /// Blank columns between the selection gutter's marks and the row's text: a list whose
    /// rows can be marked sets 1, so a marked row reads `▶✓ 15`, not `▶✓15`.
    public var gutterGap = 0
    /// The locale that formats numbers such as account balances, by its identifier
    /// (`de_DE`), as the C library's locale data names it. It starts as the locale the
    /// process's `LC_ALL`, `LC_MONETARY` or `LANG` names (the first one set; `en_US` for
    /// `C`, `POSIX` or none), without its codeset: `de_DE.UTF-8` formats `1.234,50 €`.
    /// (A Foundation `Locale` gives its identifier: `locale.identifier`.)
    public var localeIdentifier = RowEnvironment.defaultLocaleIdentifier
    /// How ``LabeledContent`` places its label and content (set it with
    /// ``RowPart/labeledContentStyle(_:)``).
    public var labeledContentStyle = AnyLabeledContentStyle.automatic
    /// How ``Label`` draws its icon and title (set it with ``RowPart/labelStyle(_:)``).
    public var labelStyle = AnyLabelStyle.automatic
    /// Values of the caller's own keys (see ``RowEnvironmentKey``).
    var custom: [ObjectIdentifier: any Sendable] = [:]
    /// The scrolls a ``ScrollViewReader``'s proxy was asked for, for the lists inside it.
    var scrollRequests: ScrollRequests?

    public init() {}

    /// A copy with one value changed.
    public func with<Value>(_ keyPath: WritableKeyPath<RowEnvironment, Value>, _ value: Value) -> RowEnvironment {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}

extension RowEnvironment {
    /// `text` as it may be shown here: without colours when ``usesColor`` is off.
    func displayed(_ text: Text) -> Text {
        usesColor ? text : text.styled { $0 = $0.withoutColors }
    }

    /// `text` with `base` under its own styles (``Text/withDefault(_:)``), as it may be
    /// shown here: one copy of its runs rather than two.
    func displayed(_ text: Text, over base: Style) -> Text {
        let usesColor = usesColor
        return text.styled { style in
            let merged = style.merged(over: base)
            style = usesColor ? merged : merged.withoutColors
        }
    }

    /// `style` as it may be shown here: without colours when ``usesColor`` is off.
    func displayed(_ style: Style) -> Style {
        usesColor ? style : style.withoutColors
    }
}
