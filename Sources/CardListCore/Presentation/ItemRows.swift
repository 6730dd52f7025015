import Items
import Rows
import Search

/// Turns items into rows of the chosen style, with filter matches highlighted.
///
///     let rows = ItemRows(style: .card, matcher: state.shownMatcher)
///     let part = rows.row(for: item)
public struct ItemRows: Sendable {
    public var style: RowStyle
    /// When set, the characters it matches are highlighted in every field it searches.
    public var matcher: Matcher?
    /// The picture for an item's `image` value, shown in a card's image box when it gives
    /// one (nil: the placeholder).
    public var picture: (@Sendable (String) -> Picture?)?
    /// Tabs in the texts are expanded to stops every this many columns.
    public var tabStop: Int
    /// Whether SGR codes in the texts are drawn as colours (`--ansi`); the items given
    /// must then hold their raw text (see ``ItemStore/displayItem(_:)``).
    public var ansi: Bool
    /// The character set columns are counted in when expanding tabs.
    public var charset: Charset
    /// Whether a long line in the line style scrolls sideways to show the filter's match
    /// (`--no-hscroll` turns it off).
    public var hscroll = true
    /// Whether a long line in the line style shows its end while no match is shown
    /// (`--keep-right`).
    public var keepsRight = false

    public init(style: RowStyle, matcher: Matcher? = nil, tabStop: Int = Text.defaultTabStop,
                ansi: Bool = false, charset: Charset = .unicode) {
        self.style = style
        self.matcher = matcher.flatMap { $0.isEmpty ? nil : $0 }
        self.tabStop = tabStop
        self.ansi = ansi
        self.charset = charset
    }

    /// The widest a card or list item is drawn: a wider screen leaves the rest blank, so a
    /// text keeps a readable measure and an amount or detail stays near the name it belongs
    /// to (at 200 columns it sat 165 columns away).
    public static let maximumWidth = 80

    /// Highlighting for matched characters: bold and underlined, also visible without colour.
    static let highlight = Style([.bold, .underline], foreground: .yellow)

    /// The height of every row, when the style gives them all one: a line is one line
    /// (an amount, when shown, ends it); cards and items are each as tall as their text.
    public var uniformRowHeight: Int? { style == .line ? 1 : nil }

    /// The row that shows `item`.
    public func row(for item: Item) -> any RowPart {
        switch style {
        case .card:
            return FlexibleFrame(AnyRowPart(card(for: item)), minWidth: nil, maxWidth: Double(Self.maximumWidth), alignment: .topLeading)
        case .line:
            var row = OneLineRow(text(item.name), summary: text(item.summary ?? "", field: .summary),
                                 detail: item.detail.map { text($0, field: .detail) } ?? text(item.time ?? "", field: []))
            // Colours from the input are shown as they are, not over a bold name; a line of
            // plain text is plain, as in fzf (bold sets a name apart from a summary or detail).
            if ansi || ((item.summary ?? "").isEmpty && (item.detail ?? item.time ?? "").isEmpty) { row.nameStyle = .plain }
            row.scroll = scroll(forName: item.name)
            if let amount = item.amount {
                return AmountLine(row: row, balance: AccountBalance(item.name, amount: amount, currencyCode: item.currency ?? ""))
            }
            return row
        case .item:
            return FlexibleFrame(AnyRowPart(listItem(for: item)), minWidth: nil, maxWidth: Double(Self.maximumWidth), alignment: .topLeading)
        }
    }

    /// The card for `item`, built from Rows' parts: its label in the top frame (so the name
    /// stays on the selected line and the card no taller); name with its detail or amount
    /// on the trailing edge, summary and tags in the text column;
    /// and its image box (or, without an image, its icon) on the trailing side. Without
    /// either there is no picture and the text takes the whole card.
    private func card(for item: Item) -> any RowPart {
        let name = text(item.name)
        let summary = text(item.summary ?? "", field: .summary)
        let trailing = trailingText(for: item)
        let label = item.label.flatMap { $0.isEmpty ? nil : Self.uppercased(text($0, field: .label)) }
        let tags = item.tags.isEmpty ? nil : TagRow(shownTags(of: item) { Tag($0) })
        let icon = ItemIcon.icon(for: item.icon)
        return CardFrame(title: label) {
            CardContent {
                VStack(alignment: .leading, spacing: 0) {
                    if let trailing {
                        NameWithValue(name, value: trailing)
                        if !summary.isEmpty { summary }
                    } else {
                        CardRowDetails(name, summary: summary)
                    }
                    if let tags { tags }
                }
            } picture: {
                if let image = item.image {
                    PictureBox(picture: picture?(image) ?? nil, fallback: ImagePlaceholder(image: image))
                } else if let icon {
                    icon
                }
            }
        }
    }

    /// The amount as an account balance shows it (currency style for the environment's
    /// locale, green or red), else the detail or the time; nil when the item has none.
    private func trailingText(for item: Item) -> AnyRowPart? {
        if let amount = item.amount {
            return AnyRowPart(AmountText(balance: AccountBalance(item.name, amount: amount, currencyCode: item.currency ?? "")))
        }
        if let detail = item.detail { return detail.isEmpty ? nil : AnyRowPart(text(detail, field: .detail)) }
        return item.time.flatMap { $0.isEmpty ? nil : AnyRowPart(text($0, field: [])) }
    }

    /// The list item for `item`, with the parts a card shows: label, title, subtitle and
    /// detail (or time); the thumbnail at half a card's size (or the icon) as a leading slot; the amount (as a card
    /// formats it) or else the tags as the trailing slot.
    private func listItem(for item: Item) -> any RowPart {
        let summary = item.summary.map { text($0, field: .summary) }
        let base = ListItem(text(item.name), label: item.label.map { text($0, field: .label) }, subtitle: summary,
                            detail: item.detail.map { text($0, field: .detail) } ?? item.time.map { text($0, field: []) })
        let icon = ItemIcon.icon(for: item.icon)
        let leading: AnyRowPart
        if let image = item.image {
            // The card's thumbnail at half its size, or a placeholder as big.
            leading = AnyRowPart(PictureBox(picture: picture?(image)?.halved(),
                                            fallback: ImagePlaceholder(image: image, boxSize: ImagePlaceholder.smallBoxSize)))
        } else if let icon {
            leading = AnyRowPart(IconColumn(icon: icon))
        } else {
            leading = AnyRowPart(EmptyPart())
        }
        let trailing: AnyRowPart
        if let amount = item.amount {
            trailing = AnyRowPart(AmountText(balance: AccountBalance(item.name, amount: amount, currencyCode: item.currency ?? "")))
        } else if !item.tags.isEmpty {
            // With a picture in the leading slot, the icon goes into the tags.
            trailing = AnyRowPart(TagRow(shownTags(of: item) { Tag($0, icon: item.image != nil ? icon : nil) }))
        } else {
            trailing = AnyRowPart(EmptyPart())
        }
        // A picture hangs from the top; an icon and an amount sit level with the title.
        return base.leading(leading, alignment: item.image != nil ? .top : .center)
            .trailing(trailing, alignment: item.amount != nil ? .center : .top)
    }

    /// At most this many of an item's tags are laid out; the rest are counted in one more
    /// tag (`+499,950`), so a record with half a million tags costs no more to draw than a
    /// screenful, as a long text is cut at ``displayLimit``.
    public static let tagLimit = 100

    /// The tags drawn for `item`, each made by `tag` from its text as shown, the first
    /// ``tagLimit`` of them and then a count of the others.
    private func shownTags(of item: Item, _ tag: (Text) -> Tag) -> [Tag] {
        var tags = item.tags.prefix(Self.tagLimit).map { tag(text($0, field: .tags)) }
        if item.tags.count > Self.tagLimit {
            tags.append(Tag(Text("+\(item.tags.count - Self.tagLimit)", style: Style(.dim))))
        }
        return tags
    }

    /// How a long name is scrolled in the line style: to the end of the filter's last match
    /// in it (with `hscroll`), else to its end with `keepsRight`, else not at all.
    func scroll(forName name: String) -> HorizontalScroll {
        if hscroll, let matcher, matcher.fields.contains(.name) {
            let shown = plain(name).string
            if let end = matcher.matchedRanges(inName: shown).map(\.upperBound).max() {
                return .match(end: shown.distance(from: shown.startIndex, to: end))
            }
        }
        return keepsRight ? .end : .start
    }

    /// At most this many characters of a field are drawn; the rest is cut with `…`, so a
    /// 100 MB line costs no more to draw than a screenful.
    public static let displayLimit = Matcher.displayLimit

    /// A field as shown: cut, colours read (with `--ansi`), tabs expanded, and the filter's
    /// matches highlighted when the filter searches `field` (the time, which it never
    /// searches, is `[]`).
    private func text(_ string: String, field: SearchFields = .name) -> Text {
        guard !string.isEmpty else { return Text("") }
        let shown = plain(string)
        guard let matcher, !field.isEmpty, matcher.fields.contains(field) else { return shown }
        let highlighted = matcher.highlighted(shown.string, highlight: Self.highlight, isName: field == .name)
        return ansi ? shown.overlaid(with: highlighted) : highlighted
    }

    /// A field as shown, without highlighting.
    func plain(_ string: String) -> Text {
        let cut = Self.displayed(string)
        let text = ansi ? Text(ansi: cut) : Text(cut)
        return text.expandingTabs(tabStop: tabStop, charset: charset)
    }

    /// `text` in upper case, each run keeping its style (a card's label).
    static func uppercased(_ text: Text) -> Text {
        Text(runs: text.runs.map { Text.Run($0.string.uppercased(), style: $0.style) })
    }

    /// `string`, cut after ``displayLimit`` characters with `…`.
    static func displayed(_ string: String) -> String {
        guard string.utf8.count > displayLimit else { return string }
        let cut = string.prefix(displayLimit)
        return cut.endIndex == string.endIndex ? string : cut + "\u{2026}"
    }
}
