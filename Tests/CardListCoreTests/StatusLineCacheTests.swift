import Testing
import Rows
@testable import CardListCore

/// The status line kept between frames draws exactly what drawing it afresh draws.
@Suite struct StatusLineCacheTests {
    let context = makeContext(names: numberedNames(10))

    /// The last row of `state`'s frame, from a layout that keeps the line in `cache`.
    func statusRow(_ state: ListState, cache: StatusLineCache?, width: Int = 44) -> [Cell] {
        var layout = boxLayout()
        layout.statusCache = cache
        let canvas = layout.render(state, size: Size(width: width, height: state.screenSize.height), in: context)
        return (0..<width).map { canvas[$0, canvas.height - 1] }
    }

    func text(of row: [Cell]) -> String {
        row.map { $0.glyph?.text ?? "" }.joined()
    }

    @Test func aKeptLineFollowsEveryChangeOfWhatItSays() {
        let cache = StatusLineCache()
        var state = smallState()
        var seen: [String] = []
        func check() {
            let kept = statusRow(state, cache: cache)
            #expect(kept == statusRow(state, cache: nil))
            seen.append(text(of: kept))
        }
        check()
        state.run([.down], in: context)
        check()
        state.marks = [2]
        check()
        state.settings.isLoading = true
        check()
        state.settings.skippedCount = 3
        check()
        state.statusMessage = "copied"
        check()
        state.statusMessage = nil
        state.settings.isLoading = false
        check()
        #expect(seen == [
            " 10/10                              F1 help ",
            " 10/10                              F1 help ",
            " 10/10  1 marked                    F1 help ",
            " 10/10  loading…  1 marked          F1 help ",
            " 10/10 (3 skipped)  loading…  1 marked      ",
            " 10/10 (3 skipped)  loading…  1 marked  co… ",
            " 10/10 (3 skipped)  1 marked        F1 help ",
        ])
    }

    @Test func aKeptLineIsDrawnAgainForAnotherWidth() {
        let cache = StatusLineCache()
        let state = smallState()
        #expect(statusRow(state, cache: cache, width: 20) == statusRow(state, cache: nil, width: 20))
        #expect(statusRow(state, cache: cache, width: 30) == statusRow(state, cache: nil, width: 30))
    }
}
