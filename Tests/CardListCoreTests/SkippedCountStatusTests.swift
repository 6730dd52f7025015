import Testing
import Rows
@testable import CardListCore

/// The status line says how many records `--skip-invalid` skipped.
@Suite struct SkippedCountStatusTests {
    @Test func statusLineShowsTheSkippedCount() {
        var context = makeContext(names: numberedNames(10))
        context.settings.skippedCount = 3
        var state = smallState()
        state.settings = context.settings
        #expect(StatusLine(state: state, itemCount: context.count, charset: .unicode).parts.first == "10/10 (3 skipped)")
    }

    @Test func statusLineSaysNothingWhenNoneWasSkipped() {
        let context = makeContext(names: numberedNames(10))
        var state = smallState()
        state.settings = context.settings
        #expect(StatusLine(state: state, itemCount: context.count, charset: .unicode).parts.first == "10/10")
    }
}
