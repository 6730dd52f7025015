import CardListCore

extension BrowserModel {
    /// Runs the actions of a `--bind` binding in order and says what the caller is to do,
    /// in order: the commands asked for, then a redraw (or a full repaint), or the ending
    /// when an action ends the list, which ends the chain.
    ///
    /// The list's own actions go to ``ListState/perform(_:at:in:)``; the prompt, the header
    /// and the sort order are the model's. The actions that run commands or work the
    /// preview pane (``BoundAction/Kind/needsChildProcess``) are answered here, in
    /// ``runChildProcessAction(_:then:into:)``, the one place where they are to be carried out.
    mutating func run(_ actions: [BoundAction], at now: Duration) -> [Effect] {
        var effects: [Effect] = []
        var drawing = Effect.redraw
        for (index, action) in actions.enumerated() {
            guard state != nil else { break }
            switch action.kind {
            case .changePrompt:
                prompt = action.argument ?? ""
            case .changeHeader:
                let text = action.argument ?? ""
                header = text.isEmpty ? nil : text
                let shown = listItems
                state?.keepSelectionInView(in: shown)
            case .toggleSort:
                searchSettings.sorts.toggle()
                let shown = listItems
                state?.searchAgain(in: shown)
                state?.statusMessage = searchSettings.sorts ? "sort: best first" : "sort: input order"
            case let kind where kind.needsChildProcess:
                if runChildProcessAction(action, then: actions[(index + 1)...], into: &effects) { return effects }
            default:
                let shown = listItems
                switch state!.perform(action, at: now, in: shown) {
                case nil, .perform?, .suspend?, .cycleStyle?: break
                case .redraw?: drawing = .fullRepaint
                case .toggleDetail?: toggleDetail()
                case let ending?: return effects + [.finish(ending)]
                }
            }
        }
        return effects + [drawing]
    }

    /// An action that runs a command or works the preview pane: the pane's are done here
    /// (BrowserModel+Preview); a command is asked for (BrowserModel+Commands) by adding its
    /// ``Effect/runCommand(_:)`` to `effects`. `become` ends the chain; after
    /// `transform-query` the `rest` of it waits for the command's output (as in fzf, the
    /// actions after it see the new query). Returns whether the chain ends here.
    private mutating func runChildProcessAction(_ action: BoundAction, then rest: ArraySlice<BoundAction>,
                                                into effects: inout [Effect]) -> Bool {
        if performPaneAction(action) { return false }
        guard let request = requestCommand(for: action) else { return false }
        effects.append(.runCommand(request))
        switch request.kind {
        case .become:
            return true
        case .transformQuery:
            waitingActions = (request.id, Array(rest))
            effects.append(.redraw)
            return true
        default:
            return false
        }
    }
}
