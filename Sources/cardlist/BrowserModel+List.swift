import CardListCore
import CardListOptions
import Items
import Rows
import Search

/// What the list state reads of the model: its items and its settings.
extension BrowserModel {
    /// The items as the list state reaches them: the store, drawn as the rows make them,
    /// with the jump's name index once built.
    var listItems: ShownItems {
        ShownItems(store: items, rows: rows, environment: rowEnvironment, showsEscapes: options.ansi, nameIndex: nameIndex)
    }

    /// What the options and the reading so far tell the list; put into the list state when
    /// one of them changes (and when the screen opens).
    var listSettings: ListSettings {
        var settings = ListSettings(search: searchSettings, allowsMultipleSelection: options.multi, hasHeader: header != nil)
        settings.markLimit = options.multiLimit
        settings.cycles = options.cycle
        settings.tracks = options.track
        settings.headerTextLineCount = header.map(HeaderText.lineCount) ?? 1
        settings.headerLineCount = headerLines.count
        settings.isLoading = isLoading
        settings.skippedCount = skippedCount
        return settings
    }

    /// The environment the list's rows are laid out in: the gutter's marks as drawn, so a
    /// row measures as tall as it is drawn.
    static func rowEnvironment(charset: Charset, usesColor: Bool, options: Options) -> RowEnvironment {
        var environment = RowEnvironment().with(\.charset, charset).with(\.usesColor, usesColor).with(\.showsSelectionGutter, true)
        GutterMarks(options: options, charset: charset).apply(to: &environment)
        return environment
    }

    /// Item `index` as drawn: with `--ansi`, its fields as read, escapes included.
    func displayItem(_ index: Int) -> Item {
        options.ansi ? items.displayItem(index) : items[index]
    }
}
