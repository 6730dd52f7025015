/// A label and the content it names, after SwiftUI's `LabeledContent`: `Balance  12.00 EUR`.
/// The content is any parts a builder gives (a time, tags, a button), or a text `value:`.
///
///     LabeledContent("Marnixplein", icon: .tram) {
///         HStack { Tag("5", icon: .tram); Tag("7", icon: .bus) }
///     }
///     LabeledContent("Balance", value: "12.00 EUR")
///
/// How the two are placed comes from the environment's ``RowEnvironment/labeledContentStyle``
/// (see ``LabeledContentStyle``), so a whole list switches style without each row knowing.
/// The part does not show selection itself; put it in a ``ListItem`` slot or `inGutter()`.
public struct LabeledContent<Content: RowPart>: RowPart {
    public var label: Label
    public var content: Content

    /// A label with the parts `content` builds.
    public init(_ title: Text, icon: Icon? = nil, @RowBuilder content: () -> Content) {
        self.label = Label(title, icon: icon)
        self.content = content()
    }

    /// A label from a plain string with the parts `content` builds.
    public init(_ title: String, icon: Icon? = nil, @RowBuilder content: () -> Content) {
        self.init(Text(title), icon: icon, content: content)
    }

    /// A label and content in SwiftUI's order: the content first, then the label.
    ///
    ///     LabeledContent { Text("12:17") } label: { Label("Elandsgracht", icon: .tram) }
    public init(@RowBuilder content: () -> Content, label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The part the environment's style makes of this label and content.
    func body(in environment: RowEnvironment) -> any RowPart {
        let configuration = LabeledContentStyleConfiguration(label: label, content: AnyRowPart(content),
                                                             contentText: content as? Text)
        return environment.labeledContentStyle.body(configuration)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        body(in: environment).size(forWidth: width, in: environment)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        body(in: environment).render(into: &canvas, in: rect, environment: environment)
    }
}

extension LabeledContent where Content == Text {
    /// A labeled value from styled texts.
    public init(_ title: Text, value: Text, icon: Icon? = nil) {
        self.label = Label(title, icon: icon)
        self.content = value
    }

    /// A labeled value from plain strings.
    public init(_ title: String, value: String, icon: Icon? = nil) {
        self.init(Text(title), value: Text(value), icon: icon)
    }
}

extension LabeledContent: Equatable where Content: Equatable {}
extension LabeledContent: Hashable where Content: Hashable {}
extension LabeledContent: Sendable where Content: Sendable {}

/// The built-in labeled-content layouts: text content beside the label (``SplitLine``) or
/// run together with it; other content in a row after the label.
struct SplitLabeledContent: RowPart {
    var configuration: LabeledContentStyleConfiguration
    var inline: Bool

    /// The lines in `width` columns, for text content.
    ///
    /// - Complexity: O(*n*) in the length of the texts.
    func lines(forWidth width: Int, in environment: RowEnvironment, value: Text) -> [SplitLine] {
        guard width > 0 else { return [] }
        let charset = environment.charset
        let labelText = environment.displayed(configuration.label.text(for: charset))
        let contentText = environment.displayed(value.withDefault(Style(.dim)))
        guard inline else {
            return SplitLine.lines(leading: labelText, trailing: contentText, width: width, charset: charset)
        }
        let joined = labelText.isEmpty ? contentText : labelText + Text(": ") + contentText
        return TextLayout.wrap(joined, width: width, charset: charset).map { SplitLine(leading: $0, trailing: []) }
    }

    /// Label and content parts side by side, for content that is not text.
    var stack: some RowPart {
        HStack(alignment: .center, spacing: 1) {
            configuration.label
            if !inline { Spacer() }
            configuration.content
        }
    }

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        guard let value = configuration.contentText else { return stack.size(forWidth: width, in: environment) }
        let lines = lines(forWidth: width, in: environment, value: value)
        let used = lines.map { line -> Int in
            let leading = TextLayout.width(of: line.leading), trailing = TextLayout.width(of: line.trailing)
            return leading > 0 && trailing > 0 ? leading + 1 + trailing : leading + trailing
        }.max() ?? 0
        // Beside the label, the value sits on the trailing edge of all the columns offered.
        let fills = !inline && !value.isEmpty && !configuration.label.title.isEmpty
        return Size(width: fills ? max(0, width) : max(0, min(width, used)), height: lines.count)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        guard let value = configuration.contentText else {
            stack.render(into: &canvas, in: rect, environment: environment)
            return
        }
        for (index, line) in lines(forWidth: rect.width, in: environment, value: value).enumerated() {
            line.draw(into: &canvas, x: rect.x, y: rect.y + index, width: rect.width)
        }
    }
}
