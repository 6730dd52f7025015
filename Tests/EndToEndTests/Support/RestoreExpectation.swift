import Testing

/// Asserts that a run ended with the terminal as it was found: the same `stty -g` settings
/// and the main screen back.
func expectRestored(_ result: ShellRun.Result, in pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(!result.settingsBefore.isEmpty, sourceLocation: sourceLocation)
    #expect(result.settingsAfter == result.settingsBefore, "stty -g differs after the run", sourceLocation: sourceLocation)
    #expect(try pane.alternateScreenOn == false, "still on the alternate screen", sourceLocation: sourceLocation)
}
