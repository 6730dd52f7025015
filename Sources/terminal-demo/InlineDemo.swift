import Terminal

/// `terminal-demo inline [crash]`: the demo canvas in 7 rows under the cursor, with the
/// keys of the full-screen demo (`q` prints `quit`, Ctrl-C exits 130, Ctrl-Z suspends; with
/// `crash` any key traps).
func runInlineDemo(crashes: Bool) -> Int32 {
    runDemo(crashes: crashes) { options throws(TerminalError) in
        try InlineSession(options: options) { _, available in min(7, available) }
    }
}
