import CardListCore

extension BrowserModel {
    /// Runs the actions of a `--bind` binding in order and says what the caller is to do;
    /// an action that ends the list ends the chain.
    ///
    /// The list's own actions go to ``ListState/perform(_:at:in:)``; the prompt, the header
    /// and the sort order are the model's. The actions that run commands or work the
    /// preview pane (``BoundAction/Kind/needsChildProcess``) are answered here, in
    /// ``runChildProcessAction(_:)``, the one place where they are to be carried out.
    mutating func run(_ actions: [BoundAction], at now: Duration) -> Effect {
        var effect = Effect.redraw
        for (index, action) in actions.enumerated() {
            guard state != nil else { return effect }
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
                if let ending = runChildProcessAction(action, then: actions[(index + 1)...], effect: &effect) { return ending }
            default:
                let shown = listItems
                switch state!.perform(action, at: now, in: shown) {
                case nil, .perform?, .suspend?, .cycleStyle?: break
                case .redraw?: if case .redraw = effect { effect = .fullRepaint }
                case .toggleDetail?: toggleDetail()
                case let ending?: return .finish(ending)
                }
            }
        }
        return effect
    }

    /// An action that runs a command or works the preview pane: the pane's are done here
    /// (BrowserModel+Preview); the commands are asked for (BrowserModel+Commands), and
    /// `become` ends the chain; after `transform-query` the `rest` of it waits for the
    /// command's output (as in fzf, the actions after it see the new query). Returns the
    /// effect that ends the chain, if any.
    private mutating func runChildProcessAction(_ action: BoundAction, then rest: ArraySlice<BoundAction>, effect: inout Effect) -> Effect? {
        if performPaneAction(action) { return nil }
        guard let request = requestCommand(for: action) else { return nil }
        effect = .runCommands
        switch request.kind {
        case .become:
            return .runCommands
        case .transformQuery:
            waitingActions = (request.id, Array(rest))
            return .runCommands
        default:
            return nil
        }
    }
}
