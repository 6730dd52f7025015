import FoundationEssentials
import Testing
@testable import rows_gallery

/// The gallery's whole output, so every article example it draws stays as it is.
@Suite struct GalleryTests {
    @Test func galleryDrawsEveryArticleExample() {
        let output = Gallery.lines(width: 64, localeIdentifier: "en_US").map { "|" + $0 + "|" }.joined(separator: "\n")
        let expected = """
            |== List items ==|
            |Title                                                           |
            ||
            |LABEL                                                           |
            |Title                                                     Detail|
            |Subtitle                                                        |
            ||
            |╭────╮ LABEL                                              ╭────╮|
            |│    │ Title                                       Detail │    │|
            |╰────╯ Subtitle                                           ╰────╯|
            ||
            |LABEL                                                           |
            |Title                                                     Detail|
            |Subtitle                                                        |
            ||
            |Checking                                               $1,234.50|
            ||
            |🏦 Savings                                               -€42.50|
            ||
            |== Cards ==|
            |╭─────────────────────────────────────────────────────────────╮ |
            |│ THE DARKNESS BLEND                             ┌──────────┐ │░|
            |│ Smoky and deep, with bitter dark chocolate at  │          │ │░|
            |│ the end.                                       │DarknessB…│ │░|
            |│                                                │          │ │░|
            |│                                                └──────────┘ │░|
            |╰─────────────────────────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            ||
            |╭─────────────────────────────────────────────────────────────╮ |
            |│ COUNTACH                                       ┌──────────┐ │░|
            |│ Bright and quick off the mark. Stone fruit     │          │ │░|
            |│ first, cocoa after.                            │ Countach │ │░|
            |│                                                │          │ │░|
            |│                                                └──────────┘ │░|
            |╰─────────────────────────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            ||
            |╭─────────────────────────────────────────────────────────────╮ |
            |│ GET WOKE BLEND                                 ┌──────────┐ │░|
            |│ A wake-up call in a cup. Toasted hazelnut and  │          │ │░|
            |│ brown sugar. It keeps its punch under milk.    │GetWokeBl…│ │░|
            |│                                                │          │ │░|
            |│                                                └──────────┘ │░|
            |╰─────────────────────────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            ||
            |╭─────────────────────────────────────────────────────────────╮ |
            |│ EZ MORNING BLEND                               ┌──────────┐ │░|
            |│ Gentle, round and easy to like. Caramel        │          │ │░|
            |│ sweetness, hardly any acidity. Good black or   │EZMorning │ │░|
            |│ with a splash of oat milk. Made for slow       │          │ │░|
            |│ starts.                                        └──────────┘ │░|
            |╰─────────────────────────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            ||
            |╭─────────────────────────────────────────────────────────────╮ |
            |│ DR. LUPO'S LIFELINE ROAST                      ┌──────────┐ │░|
            |│ The long-haul roast for late shifts. Molasses  │          │ │░|
            |│ and dark cherry lead, then a cedar finish      │LupoBlend │ │░|
            |│ that stays. Heavy body, very little acid. It   │          │ │░|
            |│ holds up in a moka pot as well as a French     └──────────┘ │░|
            |│ press. Brewed strong, it carries you to                     │░|
            |│ sunrise.                                                    │░|
            |╰─────────────────────────────────────────────────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░|
            ||
            |== Itinerary ==|
            |🚶 Your location                                                |
            |                                                                |
            |🚶 Walk 10 minutes                                       [ Map ]|
            |                                                                |
            |                                                     ╭───╮ ╭───╮|
            |🚊 Marnixplein                                       │🚊5│ │🚌7│|
            |                                                     ╰───╯ ╰───╯|
            |                                                                |
            |🚊 Elandsgracht                                            12:17|
            ||
            |🚶 Your location                                                |
            |                                                                |
            |🚶 Walk 10 minutes                                       [ Map ]|
            |                                                                |
            |                                                     ╭───╮ ╭───╮|
            |🚊 Marnixplein                                       │🚊5│ │🚌7│|
            |                                                     ╰───╯ ╰───╯|
            |                                                                |
            |🚊 Elandsgracht                                            12:17|
            ||
            |Departure: 12:05                                                |
            |Arrival: 12:17                                                  |
            ||
            """
        #expect(output == expected.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }.joined(separator: "\n"))
    }
}
