import CardListCore
import InputEvents
import Items
import Rows

/// A command the model asks the caller to run for the pane (``BrowserModel/previewRequest``).
struct PreviewRequest {
    /// Grows with each request: output is for the request of the same id.
    var id: Int
    var template: CommandTemplate
    var input: CommandInput
    /// The `CARDLIST_*` variables (and `LINES`, `COLUMNS`: the pane's size) the command gets.
    var variables: [String: String]
}

/// The preview pane's side of the model: when the current item changes, a new command is
/// asked for (after ``previewPause`` while the item changes quickly), its output goes into
/// the pane as it arrives, and the pane's keys and mouse scroll or close it.
extension BrowserModel {
    /// How long the current item must stay before its command starts, when the one before
    /// it changed less than this ago (a key held down, a burst of moves).
    static let previewPause: Duration = .milliseconds(50)

    /// The list's rectangle and the pane's on the whole screen (nil when it is closed or
    /// there is none).
    func areas(in size: Size) -> (list: Rect, pane: Rect?) {
        let content = options.frame.contentRect(in: size)
        if detail != nil {
            // The detail view (F2) opens the pane where --preview-window puts it.
            return PreviewLayout.split(content, window: pane?.window ?? options.previewWindow, isOpen: true)
        }
        guard let pane else { return (content, nil) }
        return PreviewLayout.split(content, window: pane.window, isOpen: pane.isOpen)
    }

    /// What the pane's command is run for now.
    func previewSubject(for template: CommandTemplate) -> PreviewPane.Subject {
        let shown = listItems
        let item = state.flatMap { state in state.selectedPosition(in: shown).map { _ in state.selection } }
        let usesQuery = template.pieces.contains { if case .placeholder(let placeholder) = $0 { placeholder.value == .query } else { false } }
        let usesMarks = template.pieces.contains { if case .placeholder(let placeholder) = $0 { placeholder.allMarked } else { false } }
        return PreviewPane.Subject(item: item, query: usesQuery ? query : nil, marked: usesMarks ? state?.markOrder ?? [] : nil)
    }

    /// Asks for the pane's command when what it is for changed: at once, or after
    /// ``previewPause`` while the changes come quickly (the running one is stopped then).
    mutating func refreshPreview(at now: Duration) {
        // The help lists the pane's keys once there is a pane (a `--bind` action may make one).
        if pane != nil, state?.hasPreviewPane == false { state?.hasPreviewPane = true }
        guard var pane, state != nil, case .command(let template) = pane.source else { return }
        defer { self.pane = pane }
        guard pane.isOpen else {
            previewRequest = nil
            return
        }
        let subject = previewSubject(for: template)
        guard subject != pane.shownSubject else {
            previewDue = nil
            return
        }
        if subject != wantedPreviewSubject {
            let previous = lastPreviewChange
            wantedPreviewSubject = subject
            lastPreviewChange = now
            if let previous, now - previous < Self.previewPause {
                previewDue = now + Self.previewPause
                previewRequest = nil
                return
            }
        } else if let due = previewDue, now < due {
            return
        }
        previewDue = nil
        startPreview(template, for: subject, in: &pane)
    }

    /// Starts `template` for `subject`: the pane is emptied and scrolled to `+SCROLL`'s line.
    private mutating func startPreview(_ template: CommandTemplate, for subject: PreviewPane.Subject, in pane: inout PreviewPane) {
        let input = commandInput()
        let paneSize = areas(in: screenSize).pane?.size ?? Size(width: 0, height: 0)
        let text = PreviewLayout.textRect(paneSize: paneSize, window: pane.window)
        var firstLine = 0
        if let scroll = pane.window.scroll, let current = input.current {
            let delimiter = options.delimiter
            firstLine = scroll.firstLine(fields: { range in
                FieldSelection(ranges: [range], delimiter: delimiter).printed(String(decoding: input.text(of: current), as: UTF8.self))
            }, height: max(0, text.height - pane.window.headerLines))
        }
        pane.reset(for: subject, firstLine: firstLine)
        guard subject.item != nil || !template.needsItem else {
            // Nothing to preview: an empty pane, no command.
            previewRequest = nil
            return
        }
        previewCount += 1
        let shown = listItems
        let variables = [
            "CARDLIST_QUERY": query,
            "CARDLIST_MATCH_COUNT": String(state?.visibleCount(in: shown) ?? 0),
            "CARDLIST_TOTAL_COUNT": String(items.count),
            "CARDLIST_SELECT_COUNT": String(state?.marks.count ?? 0),
            "CARDLIST_POS": String((state?.selectedPosition(in: shown) ?? -1) + 1),
            "CARDLIST_PREVIEW_LINES": String(text.height),
            "CARDLIST_PREVIEW_COLUMNS": String(text.width),
            "CARDLIST_LINES": String(screenSize.height),
            "CARDLIST_COLUMNS": String(screenSize.width),
            "LINES": String(text.height),
            "COLUMNS": String(text.width),
        ]
        previewRequest = PreviewRequest(id: previewCount, template: template, input: input, variables: variables)
    }

    /// What the placeholders are filled in from now.
    func commandInput() -> CommandInput {
        let shown = listItems
        let offset = headerLines.count
        func commandItem(_ index: Int) -> CommandItem {
            CommandItem(item: items[index], index: index + offset, format: items.format(of: index), columns: items.columns(of: index))
        }
        let current = state.flatMap { state in state.selectedPosition(in: shown).map { _ in commandItem(state.selection) } }
        return CommandInput(current: current, marked: state?.markOrder.map(commandItem) ?? [], query: query,
                            delimiter: options.delimiter, stripsEscapes: options.ansi)
    }

    /// Output of request `id` arrived (`bytes`, and whether the command has ended).
    mutating func takePreviewOutput(id: Int, bytes: [UInt8], finished: Bool) -> Effect {
        guard id == previewRequest?.id, var pane, case .lines(var output) = pane.content else { return .none }
        pane.content = .lines(.init())
        output.append(bytes)
        pane.content = .lines(output)
        if let rect = areas(in: screenSize).pane {
            pane.followOutput(height: PreviewLayout.scrollingHeight(paneSize: rect.size, window: pane.window))
        }
        if finished {
            output.finish()
            pane.content = .lines(output)
            // All in: nothing more to wait for.
            previewRequest = nil
        }
        self.pane = pane
        return .redraw
    }

    /// A key of the pane: close or open it, or scroll it.
    mutating func handlePaneAction(_ action: KeyAction) -> Effect {
        guard var pane else { return .none }
        defer { self.pane = pane }
        if action == .togglePreview {
            pane.isOpen.toggle()
            if !pane.isOpen {
                pane.shownSubject = nil
                wantedPreviewSubject = nil
                previewRequest = nil
            }
            self.pane = pane
            resizeList()
            return .redraw
        }
        guard pane.isOpen, let rect = areas(in: screenSize).pane else { return .none }
        let height = PreviewLayout.scrollingHeight(paneSize: rect.size, window: pane.window)
        let page = max(1, height)
        switch action {
        case .previewUp: pane.scroll(by: -1, height: height)
        case .previewDown: pane.scroll(by: 1, height: height)
        case .previewPageUp: pane.scroll(by: -page, height: height)
        case .previewPageDown: pane.scroll(by: page, height: height)
        case .previewHalfPageUp: pane.scroll(by: -max(1, page / 2), height: height)
        case .previewHalfPageDown: pane.scroll(by: max(1, page / 2), height: height)
        case .previewTop: pane.scroll(toBottom: false, height: height)
        case .previewBottom: pane.scroll(toBottom: true, height: height)
        default: return .none
        }
        return .redraw
    }

    /// A `--bind` action of the pane; false when `action` is not one.
    ///
    /// `toggle-preview`, `show-preview`, `hide-preview`, the `preview-*` scrolling,
    /// `refresh-preview` (run the command again), `change-preview(CMD)` (the command from
    /// now on), `preview(CMD)` (CMD's output now, the command staying) and
    /// `change-preview-window(OPTS)` (laid over the `--preview-window` settings).
    mutating func performPaneAction(_ action: BoundAction) -> Bool {
        let keyAction: KeyAction? = switch action.kind {
        case .togglePreview: .togglePreview
        case .previewUp: .previewUp
        case .previewDown: .previewDown
        case .previewPageUp: .previewPageUp
        case .previewPageDown: .previewPageDown
        case .previewHalfPageUp: .previewHalfPageUp
        case .previewHalfPageDown: .previewHalfPageDown
        case .previewTop: .previewTop
        case .previewBottom: .previewBottom
        default: nil
        }
        if let keyAction {
            _ = handlePaneAction(keyAction)
            return true
        }
        switch action.kind {
        case .showPreview, .hidePreview:
            if pane?.isOpen != (action.kind == .showPreview) { _ = handlePaneAction(.togglePreview) }
        case .refreshPreview:
            restartPreview()
        case .changePreview, .preview:
            let template = CommandTemplate(action.argument ?? "")
            if pane == nil {
                pane = PreviewPane(source: .command(template), window: options.previewWindow)
                resizeList()
            } else if action.kind == .changePreview {
                pane?.source = .command(template)
            }
            if action.kind == .preview, var shown = pane {
                // This command's output now; the pane's own command again when the item changes.
                let saved = shown.source
                shown.source = .command(template)
                pane = shown
                restartPreview()
                refreshPreview(at: lastPreviewChange ?? .zero)
                pane?.source = saved
            } else {
                restartPreview()
            }
        case .changePreviewWindow:
            guard var shown = pane else { return true }
            do {
                shown.window = try PreviewWindow(parsing: action.argument ?? "", over: shown.window)
            } catch {
                state?.statusMessage = "change-preview-window: cannot read '\(error.part)'"
                return true
            }
            pane = shown
            resizeList()
            restartPreview()
        default:
            return false
        }
        return true
    }

    /// Runs the pane's command again (at the next update).
    private mutating func restartPreview() {
        pane?.shownSubject = nil
        wantedPreviewSubject = nil
        lastPreviewChange = nil
    }

    /// A mouse event over the pane: the wheel scrolls it, a click does nothing; nil when
    /// the event is not the pane's.
    mutating func handlePaneMouse(_ event: InputEvent) -> Effect? {
        guard case .mouse(let mouse) = event, let rect = areas(in: screenSize).pane,
              (rect.x..<rect.maxX).contains(mouse.x), (rect.y..<rect.maxY).contains(mouse.y) else { return nil }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            // Three lines a notch, as in the list.
            for _ in 0..<3 { _ = handlePaneAction(mouse.kind == .wheelUp ? .previewUp : .previewDown) }
            return .redraw
        case .click, .doubleClick: return Effect.none
        }
    }

    /// `event` as the list sees it: a size is the list's area's, a position counts from
    /// its corner; nil for a click outside it.
    func listEvent(for event: InputEvent) -> InputEvent? {
        let list = areas(in: screenSize).list
        switch event {
        case .resize:
            return .resize(width: list.width, height: list.height)
        case var .mouse(mouse):
            if mouse.kind == .click || mouse.kind == .doubleClick,
               !(list.x..<list.maxX).contains(mouse.x) || !(list.y..<list.maxY).contains(mouse.y) {
                return nil
            }
            mouse.x -= list.x
            mouse.y -= list.y
            return .mouse(mouse)
        default:
            return event
        }
    }

    /// Gives the list state its area's size after the pane opened or closed.
    private mutating func resizeList() {
        let size = areas(in: screenSize).list.size
        let shown = listItems
        state?.resize(to: size, in: shown)
    }

    /// How long to wait for input while a command is due to start or its output may come.
    /// (When `outputWakes`, output wakes the wait on its own, through ``Screen/wake(on:)``;
    /// the interval is for a wait that cannot be woken.)
    func previewTimeout(at now: Duration, outputWakes: Bool = false) -> Int? {
        if let due = previewDue { return max(1, (due - now).wholeMicroseconds / 1000 + 1) }
        return previewRequest != nil && !outputWakes ? Self.previewPollInterval : nil
    }

    /// How often a running command's output is looked for, in ms.
    static let previewPollInterval = 50
}
