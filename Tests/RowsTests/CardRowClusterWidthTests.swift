import Testing
@testable import Rows

/// A card whose name holds ❤️, 🇫🇷, 👍🏽 and a family, laid out under each terminal's
/// widths: each sequence takes the columns that terminal gives it, so the padding before the
/// right edge differs and the edge stays where that terminal will draw it.
@Suite struct CardRowClusterWidthTests {
    private let card = CardRow("❤️🇫🇷👍🏽👩‍👩‍👧‍👦", summary: "ok")

    @Test func unmeasuredTerminalGivesEachSequenceTwoColumns() {
        let canvas = render(card, width: 20, charset: .unicode(.glibc))
        expectGrid(canvas, """
            |╭─────────────────╮ |
            |│ ❤️🇫🇷👍🏽👩‍👩‍👧‍👦        │░|
            |│ ok              │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func wholeClusterTerminalGivesEachSequenceTwoColumnsAndTheFamilyItsMembers() {
        let canvas = render(card, width: 20, charset: .unicode(.wholeClusters))
        expectGrid(canvas, """
            |╭─────────────────╮ |
            |│ ❤️🇫🇷👍🏽👩👩👧👦  │░|
            |│ ok              │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func perCodePointTerminalGivesEachCodePointItsColumns() {
        let canvas = render(card, width: 20, charset: .unicode(.perCodePoint))
        expectGrid(canvas, """
            |╭─────────────────╮ |
            |│ ❤️🇫🇷👍🏽👩👩👧👦 │░|
            |│ ok              │░|
            |╰─────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░|
            """)
    }

    @Test func tmuxLikeTerminalDrawsTheHeartNarrow() {
        let canvas = render(card, width: 22, charset: .unicode(ClusterWidthsTests.tmux))
        expectGrid(canvas, """
            |╭───────────────────╮ |
            |│ ❤️🇫🇷👍🏽👩👩👧👦   │░|
            |│ ok                │░|
            |╰───────────────────╯░|
            | ░░░░░░░░░░░░░░░░░░░░░|
            """)
    }
}
