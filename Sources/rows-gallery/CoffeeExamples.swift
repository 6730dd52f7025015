import Rows

/// One coffee of the second article's test data.
struct Coffee: Identifiable {
    let id: Int
    let name: String
    let summary: String
    let imageName: String

    static let all = [
        Coffee(id: 1, name: "THE DARKNESS BLEND",
               summary: "Smoky and deep, with bitter dark chocolate at the end.",
               imageName: "DarknessBlend"),
        Coffee(id: 2, name: "COUNTACH",
               summary: "Bright and quick off the mark. Stone fruit first, cocoa after.",
               imageName: "Countach"),
        Coffee(id: 3, name: "GET WOKE BLEND",
               summary: "A wake-up call in a cup. Toasted hazelnut and brown sugar. It keeps its punch under milk.",
               imageName: "GetWokeBlend"),
        Coffee(id: 4, name: "EZ MORNING BLEND",
               summary: "Gentle, round and easy to like. Caramel sweetness, hardly any acidity. Good black or with a splash of oat milk. Made for slow starts.",
               imageName: "EZMorning"),
        Coffee(id: 5, name: "DR. LUPO'S LIFELINE ROAST",
               summary: "The long-haul roast for late shifts. Molasses and dark cherry lead, then a cedar finish that stays. Heavy body, very little acid. It holds up in a moka pot as well as a French press. Brewed strong, it carries you to sunrise.",
               imageName: "LupoBlend"),
    ]
}

/// The card's content, as the article's content view: the name over the summary on the
/// leading side, the picture on the trailing side, padding around.
struct CoffeeCardContent: ComposedRowPart {
    let coffee: Coffee

    var body: some RowPart {
        CardContent {
            VStack(alignment: .leading, spacing: 0) {
                Text(coffee.name).bold()
                Text(coffee.summary).dim()
            }
        } picture: {
            ImagePlaceholder(image: coffee.imageName)
        }
    }
}

/// The list row: the content inside the card.
struct CoffeeListRow: ComposedRowPart {
    let coffee: Coffee

    var body: some RowPart {
        CoffeeCardContent(coffee: coffee).card()
    }
}

enum CoffeeExamples {
    static var parts: [AnyRowPart] {
        Coffee.all.map { AnyRowPart(CoffeeListRow(coffee: $0)) }
    }
}
