/// A label and the content it names, after SwiftUI's `LabeledContent`: `Balance  12.00 EUR`.
///
/// How the two are placed comes from the environment's ``RowEnvironment/labeledContentStyle``,
/// so a whole list switches style without each row knowing:
///
///     .automatic   Balance        12.00 EUR
///     .inline      Balance: 12.00 EUR
///
/// The label is drawn as given, the content dim unless styled otherwise. The part does not
/// show selection itself; put it in a ``ListItem`` slot for that.
public struct LabeledContent: RowPart, Hashable, Sendable {
    public var label: Label
    public var content: Text

    /// A labeled content from styled texts.
    public init(_ title: Text, value: Text, icon: Icon? = nil) {
        self.label = Label(title, icon: icon)
        self.content = value
    }

    /// A labeled content from plain strings.
    public init(_ title: String, value: String, icon: Icon? = nil) {
        self.init(Text(title), value: Text(value), icon: icon)
    }

    /// The lines in `width` columns for the environment's style.
    ///
    /// - Complexity: O(*n*) in the length of the texts.
    func lines(forWidth width: Int, in environment: RowEnvironment) -> [SplitLine] {
        guard width > 0 else { return [] }
        let charset = environment.charset
        let labelText = environment.displayed(label.text(for: charset))
        let contentText = environment.displayed(content.withDefault(Style(.dim)))
        switch environment.labeledContentStyle {
        case .automatic:
            return SplitLine.lines(leading: labelText, trailing: contentText, width: width, charset: charset)
        case .inline:
            let joined = labelText.isEmpty ? contentText : labelText + Text(": ") + contentText
            return TextLayout.wrap(joined, width: width, charset: charset).map { SplitLine(leading: $0, trailing: []) }
        }
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let lines = lines(forWidth: width, in: environment)
        let used = lines.map { line -> Int in
            let leading = TextLayout.width(of: line.leading), trailing = TextLayout.width(of: line.trailing)
            return leading > 0 && trailing > 0 ? leading + 1 + trailing : leading + trailing
        }.max() ?? 0
        return Size(width: max(0, min(width, used)), height: lines.count)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        for (index, line) in lines(forWidth: rect.width, in: environment).enumerated() {
            line.draw(into: &canvas, x: rect.x, y: rect.y + index, width: rect.width)
        }
    }
}
