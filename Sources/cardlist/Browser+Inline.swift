import CardListCore
import CardListOptions
import Rows
import Terminal

/// The list under the cursor (`--height`): its rows on a terminal, and the adaptive height.
extension Browser {
    /// The rows the inline list takes on a screen of `screenRows` rows, of which
    /// `availableRows` are under the line the list starts at.
    func inlineRows(screenRows: Int, availableRows: Int) -> Int {
        options.inlineRows(terminalRows: screenRows, available: availableRows) ?? availableRows
    }

    /// Waits until the input has ended or has as many items as the most rows the list may
    /// take (each item takes at least one), as fzf does before deciding a `~` height.
    func waitForAdaptiveHeight() throws {
        let screen = InlineSession.controllingTerminalSize()
        let limit = inlineRows(screenRows: screen.height, availableRows: screen.height)
        try absorbQueue()
        while model.isLoading, model.items.count < limit {
            queue.wait(timeout: .milliseconds(50))
            try absorbQueue()
        }
    }

    /// The height an adaptive `--height ~N` list takes on a screen of `size` (the most it may
    /// take): the rows its first items need under its fixed lines; nil when it does not adapt
    /// or needs all of it.
    ///
    /// - Complexity: O(*rows*): at most `size.height` items are measured.
    func adaptiveHeight(for size: Size) -> Int? {
        guard options.isInline, options.height?.isAdaptive == true, let state = model.state else { return nil }
        let shown = model.listItems
        let listHeight = state.viewportHeight
        let content = options.frame.contentRect(in: size)
        var needed = 0, index = 0
        while index < shown.count, needed < listHeight {
            needed += shown.height(ofItem: index, width: content.width)
            index += 1
        }
        let fitted = InlineHeight.fitted(itemRows: needed, chrome: size.height - listHeight, limit: size.height)
        return fitted < size.height ? fitted : nil
    }
}
