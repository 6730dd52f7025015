/// A text style after SwiftUI's `Font`: a terminal has one size of letter, so each font
/// becomes the emphasis that reads the same way — titles and headlines bold, captions and
/// footnotes dim, body text plain.
///
///     Text("Cappuccino").font(.headline)     // bold
///     Text("Foam on top").font(.caption)     // dim
///     VStack { … }.font(.title)              // every text inside bold, unless styled
public enum Font: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The attributes this font stands for in a terminal cell.
    public var attributes: Attributes {
        switch self {
        case .largeTitle, .title, .title2, .title3, .headline: .bold
        case .body, .callout: []
        case .subheadline, .footnote, .caption, .caption2: .dim
        }
    }
}

extension Text {
    /// The text in `font`: bold for titles and headlines, dim for captions and footnotes.
    public func font(_ font: Font) -> Text {
        styled { $0.attributes.formUnion(font.attributes) }
    }
}

extension RowPart {
    /// This part with `font`'s emphasis under the styles of everything it draws (see ``Font``).
    public func font(_ font: Font) -> ForegroundStyledPart<Self> {
        ForegroundStyledPart(self, foreground: ForegroundStyle(Style(font.attributes)))
    }
}
