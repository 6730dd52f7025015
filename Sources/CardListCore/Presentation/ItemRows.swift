import Foundation
import Rows

/// Turns items into rows of the chosen style, with filter matches highlighted.
///
///     let rows = ItemRows(style: .card, matcher: state.matcher)
///     let part = rows.row(for: item)
public struct ItemRows: Sendable {
    public var style: Options.RowStyle
    /// When set, the characters it matches in names and summaries are highlighted.
    public var matcher: Matcher?

    public init(style: Options.RowStyle, matcher: Matcher? = nil) {
        self.style = style
        self.matcher = matcher.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Highlighting for matched characters: bold and underlined, also visible without colour.
    static let highlight = Style([.bold, .underline], foreground: .yellow)

    /// The row that shows `item`.
    public func row(for item: Item) -> any RowPart {
        switch style {
        case .card:
            return CardRow(name: text(item.name), summary: text(item.summary ?? ""), image: item.image)
        case .line:
            return OneLineRow(name: text(item.name), summary: text(item.summary ?? ""), detail: text(item.detail ?? item.time ?? ""))
        case .item:
            return listItem(for: item)
        }
    }

    /// The list item for `item`: an account balance when it has an amount; otherwise
    /// label, title, subtitle and detail, the image (or icon) as a leading slot and the
    /// tags as trailing tags.
    private func listItem(for item: Item) -> any RowPart {
        let summary = item.summary.map { text($0) }
        if let amount = item.amount {
            return AccountBalance(text(item.name), subtitle: summary, amount: amount, currencyCode: item.currency ?? "")
        }
        let base = ListItem(text(item.name), label: item.label.map { text($0) }, subtitle: summary,
                            detail: (item.detail ?? item.time).map { text($0) })
        let tags = TagRow(item.tags.map { Tag($0, icon: ItemIcon.icon(for: item.icon)) })
        if item.image != nil {
            let withImage = base.leading(ImagePlaceholder(image: item.image), alignment: .top)
            return item.tags.isEmpty ? withImage : withImage.trailing(tags, alignment: .top)
        }
        if let icon = ItemIcon.icon(for: item.icon), item.tags.isEmpty {
            return base.leading(Label(Text(""), icon: icon), alignment: .top)
        }
        return item.tags.isEmpty ? base : base.trailing(tags, alignment: .top)
    }

    /// At most this many characters of a field are drawn; the rest is cut with `…`, so a
    /// 100 MB line costs no more to draw than a screenful.
    public static let displayLimit = 20_000

    private func text(_ string: String) -> Text {
        let shown = Self.displayed(string)
        return matcher?.highlighted(shown, highlight: Self.highlight) ?? Text(shown)
    }

    /// `string`, cut after ``displayLimit`` characters with `…`.
    static func displayed(_ string: String) -> String {
        guard string.utf8.count > displayLimit else { return string }
        let cut = string.prefix(displayLimit)
        return cut.endIndex == string.endIndex ? string : cut + "\u{2026}"
    }
}
