/// How a ``Label`` draws its icon and title, after SwiftUI's `LabelStyle`. Write your own by
/// returning a part from ``makeBody(configuration:)``, and set it on a part and everything
/// inside it with ``RowPart/labelStyle(_:)``.
///
///     struct CompactLabelStyle: LabelStyle {
///         func makeBody(configuration: Configuration) -> some RowPart {
///             HStack(spacing: 0) { configuration.icon; configuration.title.bold() }
///         }
///     }
///     extension LabelStyle where Self == CompactLabelStyle {
///         static var compact: Self { CompactLabelStyle() }
///     }
public protocol LabelStyle: Sendable {
    associatedtype Body: RowPart
    typealias Configuration = LabelStyleConfiguration
    /// The part that draws a label with `configuration`'s icon and title.
    func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` is given: the label's title and its icon (both parts).
public struct LabelStyleConfiguration: Sendable {
    /// The title, as styled at the call site.
    public var title: Text
    /// The icon, or `nil` for none (an absent icon draws nothing and takes no room).
    public var icon: Icon?
}

/// The icon, a space, then the title; titles line up after icons of one and two columns.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some RowPart {
        LabelLine(label: Label(configuration.title, icon: configuration.icon))
    }
}

/// Only the icon (the title when there is no icon).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some RowPart {
        LabelLine(label: configuration.icon.map { Label("", icon: $0) } ?? Label(configuration.title))
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some RowPart {
        LabelLine(label: Label(configuration.title))
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The default: icon and title (``TitleAndIconLabelStyle``).
    @_disfavoredOverload
    public static var automatic: Self { TitleAndIconLabelStyle() }
    /// Icon and title.
    @_disfavoredOverload
    public static var titleAndIcon: Self { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    @_disfavoredOverload
    public static var iconOnly: Self { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    @_disfavoredOverload
    public static var titleOnly: Self { TitleOnlyLabelStyle() }
}

/// A label style as an environment value (any ``LabelStyle`` behind one type).
public struct AnyLabelStyle: Sendable {
    public let base: any LabelStyle

    public init(_ style: some LabelStyle) {
        base = style
    }

    public static let automatic = AnyLabelStyle(TitleAndIconLabelStyle())
    public static let titleAndIcon = AnyLabelStyle(TitleAndIconLabelStyle())
    public static let iconOnly = AnyLabelStyle(IconOnlyLabelStyle())
    public static let titleOnly = AnyLabelStyle(TitleOnlyLabelStyle())

    /// The part that draws `configuration` in this style.
    func body(_ configuration: LabelStyleConfiguration) -> any RowPart {
        let style = base
        return MadeInEnvironment { style.makeBody(configuration: configuration) }
    }
}

/// A label's icon and title on one line, truncated to the width offered: what the built-in
/// label styles draw.
struct LabelLine: RowPart {
    var label: Label

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard width > 0 else { return .zero }
        let text = label.text(for: environment.charset)
        guard !text.isEmpty else { return .zero }
        return Size(width: min(width, text.width(charset: environment.charset)), height: 1)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard rect.width > 0, rect.height > 0 else { return }
        let text = environment.displayed(label.text(for: environment.charset))
        canvas.draw(text, x: rect.x, y: rect.y, maxWidth: rect.width, charset: environment.charset)
    }
}

extension RowPart {
    /// This part with every ``Label`` inside it drawn in `style`.
    ///
    ///     TagRow(tags).labelStyle(.iconOnly)
    public func labelStyle(_ style: some LabelStyle) -> EnvironmentModifier<Self> {
        let erased = AnyLabelStyle(style)
        return EnvironmentModifier(self) { $0.labelStyle = erased }
    }
}
