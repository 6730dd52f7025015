/// How a ``LabeledContent`` places its label and its content, after SwiftUI's
/// `LabeledContentStyle`. Write your own by returning a part from
/// ``makeBody(configuration:)``; set it on a container with ``RowPart/labeledContentStyle(_:)``
/// and everything inside picks it up.
///
///     .automatic   Balance       1,234.50 EUR     (content right-aligned)
///     .inline      Balance: 1,234.50 EUR          (run together and wrapped)
public protocol LabeledContentStyle: Sendable {
    associatedtype Body: RowPart
    typealias Configuration = LabeledContentStyleConfiguration
    /// The part that draws `configuration`'s label and content.
    func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabeledContentStyle`` is given: the label and the content as parts, and the
/// content's text when it is text (so built-in styles can run label and value together).
public struct LabeledContentStyleConfiguration {
    /// The label (icon and title), drawn in the environment's ``LabelStyle``.
    public var label: Label
    /// The content, whatever parts it holds.
    public var content: AnyRowPart
    /// The content as text, when it is a single ``Text`` (the `value:` initialisers).
    public var contentText: Text?
}

/// The label on the leading edge and the content on the trailing edge (text content on the
/// same line when both fit, else on a line of its own; text content dim unless styled).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some RowPart {
        SplitLabeledContent(configuration: configuration, inline: false)
    }
}

/// The label, a colon and text content run together and wrapped as one text; other content
/// follows the label after a column.
public struct InlineLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some RowPart {
        SplitLabeledContent(configuration: configuration, inline: true)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default: content on the trailing edge.
    @_disfavoredOverload
    public static var automatic: Self { AutomaticLabeledContentStyle() }
}

extension LabeledContentStyle where Self == InlineLabeledContentStyle {
    /// Label and content run together: `Balance: 12.00 EUR`.
    @_disfavoredOverload
    public static var inline: Self { InlineLabeledContentStyle() }
}

/// A labeled-content style as an environment value (any ``LabeledContentStyle`` behind one type).
public struct AnyLabeledContentStyle: Sendable {
    public let base: any LabeledContentStyle

    public init(_ style: some LabeledContentStyle) {
        base = style
    }

    public static let automatic = AnyLabeledContentStyle(AutomaticLabeledContentStyle())
    public static let inline = AnyLabeledContentStyle(InlineLabeledContentStyle())

    /// Whether this is the built-in style of type `Style`.
    public func `is`<Style: LabeledContentStyle>(_ type: Style.Type) -> Bool {
        base is Style
    }

    /// The part that draws `configuration` in this style.
    func body(_ configuration: LabeledContentStyleConfiguration) -> any RowPart {
        let style = base
        return MadeInEnvironment { style.makeBody(configuration: configuration) }
    }
}

extension RowPart {
    /// This part with every ``LabeledContent`` inside it drawn in `style`.
    ///
    ///     VStack(alignment: .leading) { … }.labeledContentStyle(.inline)
    public func labeledContentStyle(_ style: some LabeledContentStyle) -> EnvironmentModifier<Self> {
        let erased = AnyLabeledContentStyle(style)
        return EnvironmentModifier(self) { $0.labeledContentStyle = erased }
    }
}
