import Testing
@testable import Rows

/// One-line rows with emoji and combining marks, selected and not, and in ASCII: whole grids.
@Suite struct OneLineRowTextTests {
    private let tea = OneLineRow("🍵 Sencha", summary: "Grassy, with a dash of crème brûlée", detail: "☕ 3")
    private let combining = OneLineRow("Cre\u{300}me", summary: "bru\u{302}le\u{301}e", detail: "e\u{301}")

    private func environment(selected: Bool = false, charset: Charset = .unicode) -> RowEnvironment {
        RowEnvironment.listRow.with(\.isSelected, selected).with(\.charset, charset)
    }

    @Test func emojiTakeTwoColumnsAtWidths20And40() {
        expectGrid(tea.rendered(width: 20, environment: environment(selected: true)), """
            |▶ 🍵 Sencha         |
            """)
        expectGrid(tea.rendered(width: 40, environment: environment()), """
            |  🍵 Sencha  Grassy, with a dash …  ☕ 3|
            """)
    }

    @Test func combiningMarksStayWithTheirLettersAtWidth80() {
        expectGrid(combining.rendered(width: 80, environment: environment(selected: true)), """
            |▶ Crème  brûlée                                                                é|
            """)
    }

    @Test func asciiRowShowsTheASCIIMarkerAndDots() {
        expectGrid(tea.rendered(width: 30, environment: environment(selected: true, charset: .ascii)), """
            |> 🍵 Sencha  Grassy, ...  ☕ 3|
            """)
    }
}
