import Foundation
import Testing
@testable import Rows

/// Account balances with wide, emoji and control text, and in ASCII: whole grids.
@Suite struct AccountBalanceTextTests {
    private func environment(selected: Bool = false, charset: Charset = .unicode) -> RowEnvironment {
        RowEnvironment().with(\.showsSelectionGutter, true).with(\.isSelected, selected).with(\.charset, charset)
            .with(\.localeIdentifier, "en_US")
    }

    @Test func cjkNameAndSubtitleStayAlignedAtWidth20() {
        let account = AccountBalance("普通預金", subtitle: "三菱UFJ銀行 本店", amount: 120_000, currencyCode: "JPY")
        expectGrid(account.rendered(width: 20, environment: environment(selected: true)), """
            |▶ 普通預金  ¥120,000|
            |  三菱UFJ銀行 本店  |
            """)
    }

    @Test func emojiAndEscapesInTheNameAreShownSafelyAtWidth40() {
        let account = AccountBalance("💳 Card\u{1B}[2J", subtitle: "e\u{301}pargne", amount: -5, currencyCode: "EUR")
        expectGrid(account.rendered(width: 40, environment: environment()), """
            |  💳 Card␛[2J                     -€5.00|
            |  épargne                               |
            """)
    }

    @Test func asciiBalanceTruncatesWithDotsAndKeepsTheCallersText() {
        let account = AccountBalance("Joint household account", subtitle: "NL91 …4300", amount: 1234.5, currencyCode: "EUR")
        let canvas = account.rendered(width: 30, environment: environment(selected: true, charset: .ascii))
        expectGrid(canvas, """
            |> Joint househ... 1,234.50 EUR|
            |  NL91 …4300                  |
            """)
    }
}
