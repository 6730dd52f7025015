extension BrowserModel {
    /// How long to wait for input (milliseconds, negative for ever): briefly while loading,
    /// until the jump prefix expires, or for ever; `outputWakes` when a command's output
    /// ends the wait by itself (else its output is looked for every so often), and
    /// `resultsWake` when a background search's results do (else they are looked for every
    /// ``searchPollInterval``).
    func readTimeout(at now: Duration, outputWakes: Bool = false, resultsWake: Bool = false) -> Int {
        var timeout = wakeTimeout(at: now, resultsWake: resultsWake)
        if let preview = previewTimeout(at: now, outputWakes: outputWakes) { timeout = timeout < 0 ? preview : min(timeout, preview) }
        // Results to free: soon after the frame, once the terminal has it.
        guard state?.hasRetiredResults == true else { return timeout }
        return timeout < 0 ? Self.releaseDelay : min(timeout, Self.releaseDelay)
    }

    /// How long to wait for input for what the list shows: see ``readTimeout(at:)``.
    private func wakeTimeout(at now: Duration, resultsWake: Bool) -> Int {
        if !resultsWake, state?.isSearching == true { return Self.searchPollInterval }
        // While loading, wake often enough that new items and the end of loading show at once.
        if isLoading { return 10 }
        if nameIndex == nil { return 30 }
        if let deadline = state?.typeAhead.deadline {
            let left = deadline - now
            return max(1, left.wholeMicroseconds / 1000 + 1)
        }
        return -1
    }

    /// How often the queue is looked at for a background search's results, in ms, when the
    /// wait cannot end by itself as they arrive (a pane's command has the wait's descriptor):
    /// the results show up to this long after they are ready.
    static let searchPollInterval = 1

    /// How long after the last key the results the list let go of are freed, in ms.
    static let releaseDelay = 10
}
