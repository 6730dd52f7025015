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
}
