import Glibc
import CardListCore

/// The commands `--bind` actions ask for (``BrowserModel/Effect/runCommand(_:)``), carried out.
extension Browser {
    /// Runs `request`, a command the model asked for; returns the action that ends the list
    /// when it is `become` (the command then runs once the terminal is restored).
    func runCommand(_ request: CommandRequest, on session: (any Screen)?) -> ListAction? {
        switch request.kind {
        case .execute:
            guard let session else { return nil }
            commands.execute(request, on: session)
            session.setNeedsFullRepaint()
        case .executeSilent:
            commands.runSilently(request)
        case .reload:
            commands.startReload(request, options: options)
        case .transformQuery:
            commands.startTransform(request)
        case .become:
            becomeRequest = request
            return .cancel
        }
        return nil
    }

    /// After the terminal was restored: adds the query to the `--history` file, as a choice
    /// does, then replaces cardlist by the `become` command, if one was asked for; returns
    /// only when that failed (exit 2).
    func becomeIfAsked() -> Int32? {
        guard let becomeRequest else { return nil }
        addToHistory(model.historyEntryBeforeBecoming)
        DefaultCommand.stopAll()
        let code = commands.become(becomeRequest)
        StandardStream.error("become: cannot run the command: \(String(cString: strerror(code)))")
        return ExitCode.error
    }
}
