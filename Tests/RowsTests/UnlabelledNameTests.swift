import Testing
import Rows

/// Every part that shows a name takes it first and unlabelled, the card's text column too.
@Suite struct UnlabelledNameTests {
    @Test func cardDetailsTakeTheirNameUnlabelled() {
        #expect(CardRowDetails("Espresso", summary: "Short and strong.").name == "Espresso")
        #expect(CardRowDetails(Text("Espresso").bold()).summary == "")
    }
}
