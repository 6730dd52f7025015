import Glibc
import RowsTerminal

// `coffee-picker`: the five coffees as cards; prints the name of the one chosen.
// Typing the start of a name jumps to it; Esc leaves with nothing printed (exit 1).
struct Coffee: Identifiable {
    var id: String { name }
    let name: String
    let summary: String
    let imageName: String
}

let coffees = [
    Coffee(name: "THE DARKNESS BLEND", summary: "Smoky and deep, with bitter dark chocolate at the end.", imageName: "DarknessBlend"),
    Coffee(name: "COUNTACH", summary: "Bright and quick off the mark. Stone fruit first, cocoa after.", imageName: "Countach"),
    Coffee(name: "GET WOKE BLEND", summary: "A wake-up call in a cup. Toasted hazelnut and brown sugar. It keeps its punch under milk.", imageName: "GetWokeBlend"),
    Coffee(name: "EZ MORNING BLEND", summary: "Gentle, round and easy to like. Caramel sweetness, hardly any acidity. Good black or with a splash of oat milk. Made for slow starts.", imageName: "EZMorning"),
    Coffee(name: "DR. LUPO'S LIFELINE ROAST", summary: "The long-haul roast for late shifts. Molasses and dark cherry lead, then a cedar finish that stays. Heavy body, very little acid. It holds up in a moka pot as well as a French press. Brewed strong, it carries you to sunrise.", imageName: "LupoBlend"),
]

let list = TerminalList(coffees, name: \.name) { coffee in
    CardRow(coffee.name, summary: coffee.summary, image: coffee.imageName)
}

do {
    guard let chosen = try await list.run() else { exit(1) }
    print(chosen)
} catch {
    let line = "coffee-picker: \(error.message)\n"
    write(2, line, line.utf8.count)
    exit(2)
}
