import Glibc
import RowsTerminal

struct PantryItem: Identifiable {
    var id: String { name }
    let name: String, summary: String, price: String, tag: Text?
}

let pantry = [
    PantryItem(name: "Basmati rice", summary: "Long-grain, aged a year; fluffy and fragrant.", price: "2 kg", tag: "staple"),
    PantryItem(name: "Chickpeas", summary: "Dried, for hummus and curries. Soak overnight.", price: "1 kg", tag: nil),
    PantryItem(name: "Olive oil", summary: "Cold-pressed extra virgin from Crete.", price: "750 ml", tag: "low"),
    PantryItem(name: "Rolled oats", summary: "Whole-grain oats for porridge and baking.", price: "500 g", tag: nil),
    PantryItem(name: "Smoked paprika", summary: "Pimentón de la Vera, sweet and smoky.", price: "70 g", tag: "new"),
    PantryItem(name: "Tinned tomatoes", summary: "Whole San Marzano plum tomatoes in juice.", price: "6 tins", tag: "staple"),
]

let list = TerminalList(pantry, name: \.name) { item in
    CardFrame(title: item.tag) {
        VStack(alignment: .leading) {
            HStack { Text(item.name).bold(); Spacer(); Text(item.price) }
            Text(item.summary).foregroundStyle(.secondary)
        }
    }
}
.searchable(text: \.name, prompt: "Search")

do {
    guard let chosen = try await list.run() else { exit(1) }   // Esc or Ctrl-C
    print(chosen)
} catch {
    let line = "pantry-picker: \(error.message)\n"
    write(2, line, line.utf8.count)
    exit(2)
}
