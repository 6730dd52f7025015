import Testing
import Rows
@testable import CardListCore
@testable import CardListOptions

@Suite struct PrintRendererHeaderTests {
    @Test func headerLinesAreCutAtTheWidthWithTabsExpanded() {
        var options = Options()
        options.tabStop = 4
        let renderer = PrintRenderer(width: 12, style: .line)
        let texts = [Text("Pick one"), HeaderText.text(of: "USER\tPID\tCOMMAND", options: options)]
        #expect(renderer.headerLines(texts) == "Pick one\nUSER    PID…\n")
    }

    @Test func headerLinesOfTheInputLineUpWithTheItems() {
        let renderer = PrintRenderer(width: 20, style: .line)
        #expect(renderer.headerLines([Text("USER PID")], indent: 2) == "  USER PID\n")
        #expect(renderer.headerLines([Text("USER PID COMMAND ARGS")], indent: 2) == "  USER PID COMMAND …\n")
    }

    @Test func ansiHeaderLinesLoseTheirEscapesInPlainOutput() {
        var options = Options()
        options.ansi = true
        let renderer = PrintRenderer(width: 20, style: .line)
        #expect(renderer.headerLines([HeaderText.text(of: "\u{1B}[1mNAME\u{1B}[0m", options: options)]) == "NAME\n")
    }
}
