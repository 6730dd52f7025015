import Testing
import Rows

/// A ``Text`` in a `String`: its characters, never a dump of its runs.
@Suite struct TextDescriptionTests {
    @Test func aStyledTextInterpolatedIntoAStringIsItsCharacters() {
        #expect("\(Text("12").bold())" == "12")
    }

    @Test func aTextOfSeveralRunsDescribesItselfAsItsWholeString() {
        let total: Text = "Total \(Text("12").bold()) EUR"
        #expect(String(describing: total) == "Total 12 EUR")
    }
}
