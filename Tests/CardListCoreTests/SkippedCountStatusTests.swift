import Testing
import Rows
@testable import CardListCore

/// The status line says how many records `--skip-invalid` skipped.
@Suite struct SkippedCountStatusTests {
    @Test func statusLineShowsTheSkippedCount() {
        var context = makeContext(names: numberedNames(10))
        context.skippedCount = 3
        let state = smallState()
        #expect(StatusLine(state: state, context: context, charset: .unicode).parts.first == "10/10 (3 skipped)")
    }

    @Test func statusLineSaysNothingWhenNoneWasSkipped() {
        let context = makeContext(names: numberedNames(10))
        let state = smallState()
        #expect(StatusLine(state: state, context: context, charset: .unicode).parts.first == "10/10")
    }
}
