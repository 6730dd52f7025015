/// An icon followed by a title on one line, after SwiftUI's `Label`: `☕ Espresso`.
///
/// The label is as wide as its text; offered fewer columns, the title is truncated with `…`.
/// How it draws comes from the environment's ``LabelStyle`` (``RowPart/labelStyle(_:)``).
public struct Label: RowPart, Hashable, Sendable {
    public var title: Text
    public var icon: Icon?

    /// A label from styled text.
    public init(_ title: Text, icon: Icon? = nil) {
        self.title = title
        self.icon = icon
    }

    /// A label from a plain string.
    public init(_ title: String, icon: Icon? = nil) {
        self.init(Text(title), icon: icon)
    }

    /// A label whose title and icon are each given by a builder, in SwiftUI's
    /// `Label(title:icon:)` form. The title is one ``Text`` and the icon one ``Icon``.
    ///
    ///     Label {
    ///         Text("Elandsgracht").bold()
    ///     } icon: {
    ///         Icon.tram
    ///     }
    public init(@RowBuilder title: () -> Text, @RowBuilder icon: () -> Icon) {
        self.init(title(), icon: icon())
    }

    /// The icon, a space and the title as one styled text for `charset` (just the icon when
    /// the title is empty).
    ///
    /// With Unicode an icon of one column is followed by one more space, so titles line up
    /// whether their icons are one or two columns wide (`✓ Done` / `☕ Cortado`).
    public func text(for charset: Charset) -> Text {
        guard let icon else { return title }
        guard !title.isEmpty else { return icon.text(for: charset) }
        let iconWidth = Grapheme.width(of: icon.text(for: charset), charset: charset)
        let gap = charset.repertoire == .unicode && iconWidth < Label.iconColumns ? Label.iconColumns - iconWidth + 1 : 1
        return icon.text(for: charset) + Text(String(repeating: " ", count: gap)) + title
    }

    /// Columns an icon is given with Unicode, so titles after icons line up.
    public static let iconColumns = 2

    /// The part the environment's ``LabelStyle`` makes of this label.
    func body(in environment: RowEnvironment) -> any RowPart {
        environment.labelStyle.body(LabelStyleConfiguration(title: title, icon: icon))
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        body(in: environment).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        body(in: environment).render(into: &canvas, in: rect, environment: environment)
    }
}
