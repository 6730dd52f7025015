import Testing
@testable import CardListCore

/// Recalling `--history` queries, and the file's text as queries are added.
@Suite struct QueryHistoryTests {
    @Test func previousGoesBackOneQueryAtATimeAndStopsAtTheOldest() {
        var history = QueryHistory(["latte", "mocha"])
        #expect(history.recall(-1, replacing: "") == "mocha")
        #expect(history.recall(-1, replacing: "mocha") == "latte")
        #expect(history.recall(-1, replacing: "latte") == "latte")
        #expect(history.position == 0)
    }

    @Test func nextPastTheNewestGivesBackTheQueryBeingTypedAndStopsThere() {
        var history = QueryHistory(["latte", "mocha"])
        #expect(history.recall(-1, replacing: "fl") == "mocha")
        #expect(history.recall(1, replacing: "mocha") == "fl")
        #expect(history.recall(1, replacing: "fl") == "fl")
        #expect(history.position == 2)
    }

    @Test func anEditedEntryKeepsItsEditWhenRecalledAgain() {
        var history = QueryHistory(["latte", "mocha"])
        _ = history.recall(-1, replacing: "")
        #expect(history.recall(-1, replacing: "mocha with oat") == "latte")
        #expect(history.recall(1, replacing: "latte") == "mocha with oat")
        #expect(history.entries == ["latte", "mocha"])
    }

    @Test func anEmptyHistoryRecallsOnlyTheQueryBeingTyped() {
        var history = QueryHistory([])
        #expect(history.recall(-1, replacing: "tea") == "tea")
        #expect(history.recall(1, replacing: "tea") == "tea")
    }

    @Test func theFileTextIsOneQueryALineWithoutEmptyLines() {
        #expect(QueryHistory.entries(inFileText: "latte\n\nmocha\r\nflat white\n") == ["latte", "mocha", "flat white"])
        #expect(QueryHistory.entries(inFileText: "") == [])
        #expect(QueryHistory.entries(inFileText: "tea") == ["tea"])
    }

    @Test func aQueryIsAddedAtTheEndOfTheFile() {
        #expect(QueryHistory.fileText(adding: "tea", to: ["latte", "mocha"], keeping: 1000) == "latte\nmocha\ntea\n")
        #expect(QueryHistory.fileText(adding: "tea", to: [], keeping: 1000) == "tea\n")
    }

    @Test func theFileIsTrimmedToTheNewestHistorySizeQueries() {
        let entries = (1...5).map { "q\($0)" }
        #expect(QueryHistory.fileText(adding: "q6", to: entries, keeping: 3) == "q4\nq5\nq6\n")
        // A file longer than the size (written with a larger one) is cut too.
        #expect(QueryHistory.fileText(adding: "q6", to: entries, keeping: 1) == "q6\n")
    }

    @Test func theNewestQueryIsNotRepeatedButAnOlderOneIsAddedAgain() {
        #expect(QueryHistory.fileText(adding: "mocha", to: ["latte", "mocha"], keeping: 10) == "latte\nmocha\n")
        #expect(QueryHistory.fileText(adding: "latte", to: ["latte", "mocha"], keeping: 10) == "latte\nmocha\nlatte\n")
    }

    @Test func anEmptyQueryAddsNothing() {
        #expect(QueryHistory.fileText(adding: "", to: ["latte"], keeping: 10) == "latte\n")
    }

    @Test func aLineBreakInAQueryIsWrittenAsASpaceSoEachLineStaysOneQuery() {
        let text = QueryHistory.fileText(adding: "flat\nwhite\r\noat", to: ["latte"], keeping: 10)
        #expect(text == "latte\nflat white oat\n")
        #expect(QueryHistory.entries(inFileText: text) == ["latte", "flat white oat"])
    }
}
