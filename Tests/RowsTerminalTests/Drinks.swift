import RowsTerminal

/// A drink of the runner tests: a name to jump by, notes to search.
struct Drink: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var notes: String

    static let menu = [
        Drink(name: "Espresso", notes: "short and strong"),
        Drink(name: "Cappuccino", notes: "foam on top"),
        Drink(name: "Cortado", notes: "half milk"),
        Drink(name: "Latte", notes: "mostly milk"),
        Drink(name: "Flat White", notes: "velvet milk"),
        Drink(name: "Mocha", notes: "chocolate"),
        Drink(name: "Americano", notes: "long water"),
        Drink(name: "Macchiato", notes: "a spot of foam"),
    ]
}

/// A list of one-line rows of `drinks`, named by their names.
func drinkList(_ drinks: [Drink] = Drink.menu, selection: String? = nil) -> TerminalList<Drink> {
    TerminalList(drinks, selection: selection, name: \.name) { drink in
        ListItem(drink.name)
    }
}
