import Glibc
import RowsTerminal

// `list-items`: the first article's list items and account balances, with slots, in a list
// with a search field. Tab marks several; Enter prints the chosen titles, one a line.
struct Entry: Identifiable {
    var id: String { title }
    var title: String
    var label: String?
    var subtitle: String?
    var detail: String?
    var balance: Double?
    var currencyCode = "USD"
    var hasSlots = false
}

let entries = [
    Entry(title: "Title"),
    Entry(title: "Title and all", label: "Label", subtitle: "Subtitle", detail: "Detail"),
    Entry(title: "Title with slots", label: "Label", subtitle: "Subtitle", detail: "Detail", hasSlots: true),
    Entry(title: "Checking", balance: 1234.5),
    Entry(title: "Savings", balance: -42.5, currencyCode: "EUR", hasSlots: true),
]

let list = TerminalList(entries, name: \.title) { entry in
    if let balance = entry.balance {
        if entry.hasSlots {
            AccountBalance(entry.title, balance: balance, currencyCode: entry.currencyCode)
                .leading(alignment: .center) { Label("", icon: .bank) }
        } else {
            AccountBalance(entry.title, balance: balance, currencyCode: entry.currencyCode)
        }
    } else if entry.hasSlots {
        ListItem(entry.title, label: entry.label, subtitle: entry.subtitle, detail: entry.detail)
            .leading { RoundedRectangle().frame(width: 6) }
            .trailing { RoundedRectangle().frame(width: 6) }
    } else {
        ListItem(entry.title, label: entry.label, subtitle: entry.subtitle, detail: entry.detail)
    }
}
.searchable(text: \.title, prompt: "Filter")

do {
    guard let chosen = try await list.runMultipleSelection() else { exit(1) }
    for title in chosen { print(title) }
} catch {
    let line = "list-items: \(error.message)\n"
    write(2, line, line.utf8.count)
    exit(2)
}
