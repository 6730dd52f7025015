import Rows

/// Draws a ``ListState`` into a canvas: the optional header, the filter line, the visible
/// rows from the viewport's offset down, the status line, and the help over them.
///
///     let layout = ListLayout(header: "Pick a coffee") { item in rows[item] }
///     let canvas = layout.render(state, size: Size(width: 80, height: 24), in: items)
///
/// Only the rows that reach the screen are measured and drawn. A row taller than the list
/// area gets a marker on each edge where it is cut (`▲` at the top, `▼ more` at the bottom;
/// `^` and `v more` in ASCII). Below 10 columns or 3 rows only a `terminal too small`
/// notice is drawn, clipped to what fits.
///
/// The header rows are reserved whenever ``ListSettings/hasHeader`` is set in the state's ``ListState/settings``, so the layout and
/// the state agree on the list area. To highlight filter matches, the row closure can use
/// the state's ``ListState/shownMatcher``:
///
///     let matcher = state.shownMatcher
///     let layout = ListLayout { item in
///         CardRow(matcher?.highlighted(names[item]) ?? Text(names[item]), …)
///     }
public struct ListLayout {
    /// The text of the top lines, when there is one (`--header`): a row for each of its
    /// lines (``ListSettings/headerTextLineCount`` rows are reserved), indented by
    /// ``headerLineIndent`` and cut at the screen's width.
    public var header: Text?
    /// Fixed lines under it (`--header-lines`), one row each, indented the same way;
    /// ``ListSettings/headerLineCount`` rows are reserved for them. On a low screen the
    /// header keeps its first rows (see ``ListState/headerRowsShown``).
    public var headerLines: [Text] = []
    /// The text before the filter query (`--prompt`); untrusted, so it is sanitised.
    public var prompt: String = "/ "
    /// `--color`'s prompt, info, header and border styles (used only with ``usesColor``).
    public var theme = ColorTheme()
    /// `--pointer`, `--marker` and the gap after them, as every row's gutter draws them;
    /// the header lines are indented by the gutter's width.
    public var marks = GutterMarks()
    /// `--header-first`: with the prompt at the bottom, the header goes below it (over the
    /// list, as cardlist draws it at the top, it is first already).
    public var headerFirst = false
    /// Whether the help lists the mouse (false under `--no-mouse`).
    public var showsMouseHelp = true
    /// Unicode or plain ASCII glyphs for frames, markers and help.
    public var charset: Charset
    /// Whether rows may use colour.
    public var usesColor: Bool
    /// The row for an item (drawn selected, marked, in the charset by the environment it
    /// is drawn in); built only for the rows on screen.
    public var row: (_ item: Int) -> any RowPart
    /// Where the status line is kept between frames; nil draws it each time.
    public var statusCache: StatusLineCache?

    /// Columns before each header line with the usual marks: the rows' selection gutter
    /// (`▶` and the mark), so that the columns of a header such as `ps`'s line up with the
    /// items under it, as in fzf.
    public static let headerLineIndent = 2

    /// Columns before each header line: as wide as the rows' selection gutter.
    public var headerIndent: Int { marks.width(charset: charset) }

    /// The smallest screen that shows the list; below it only a notice is drawn.
    public static let minimumSize = Size(width: 10, height: 3)

    public init(
        header: Text? = nil,
        charset: Charset = .unicode,
        usesColor: Bool = true,
        row: @escaping (_ item: Int) -> any RowPart
    ) {
        self.header = header
        self.charset = charset
        self.usesColor = usesColor
        self.row = row
    }

    /// The whole screen for `state` at `size`.
    ///
    /// Compiled ahead for the app's ``ShownItems`` as well: called from another module, the
    /// generic version looked up the metadata of the list's generic types for every row.
    ///
    /// - Complexity: proportional to the rows on screen (their measuring and drawing).
    @_specialize(exported: true, where Items == ShownItems)
    public func render<Items: ListItems>(_ state: ListState, size: Size, in items: Items) -> Canvas {
        var canvas = Canvas(size: size)
        guard size.width > 0, size.height > 0 else { return canvas }
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            drawTooSmallNotice(into: &canvas)
            return canvas
        }
        let headerRows = headerRows(for: state.settings).prefix(state.headerRowsShown)
        let filterRows = state.isFilterOpen ? 1 : 0
        let statusRows = state.statusRows
        let listHeight = size.height - headerRows.count - filterRows - statusRows
        let status = StatusLine(state: state, itemCount: items.count, charset: charset, style: themed(theme.info, over: Style([.reverse])))
        var top = 0
        if state.screenLayout.promptIsAtBottom {
            // The list from the top; then the header, the status line and the filter line.
            drawRows(of: state, into: &canvas, in: Rect(x: 0, y: 0, width: size.width, height: listHeight), items: items)
            top = listHeight
            // `--header-first`: the header under the filter line, at the very bottom.
            if !headerFirst { drawHeader(headerRows, into: &canvas, top: &top) }
            if statusRows > 0 { status.draw(into: &canvas, y: top, cache: statusCache) }
            if state.isFilterOpen { drawFilterLine(state.queryLine, into: &canvas, y: top + statusRows, status: status, info: state.infoStyle) }
            top += statusRows + filterRows
            if headerFirst { drawHeader(headerRows, into: &canvas, top: &top) }
        } else {
            drawHeader(headerRows, into: &canvas, top: &top)
            if state.isFilterOpen {
                drawFilterLine(state.queryLine, into: &canvas, y: top, status: status, info: state.infoStyle)
                top += 1
            }
            drawRows(of: state, into: &canvas, in: Rect(x: 0, y: top, width: size.width, height: listHeight), items: items)
            if statusRows > 0 { status.draw(into: &canvas, y: size.height - 1, cache: statusCache) }
        }
        if state.isShowingHelp {
            HelpOverlay(charset: charset, showsMouse: showsMouseHelp, typingFilters: state.typingFilters, showsHistory: state.history != nil,
                        showsPreview: state.hasPreviewPane, offset: state.helpOffset, bindings: state.bindings).draw(into: &canvas)
        }
        return canvas
    }

    /// Draws the header rows from row `top` down, moving `top` past them.
    private func drawHeader(_ rows: ArraySlice<Text>, into canvas: inout Canvas, top: inout Int) {
        let indent = min(headerIndent, canvas.width - 1)
        let lineWidth = canvas.width - indent
        for line in rows {
            let shown = TextLayout.truncate(OneLineRow.firstLine(of: line, maxCharacters: lineWidth + 1), width: lineWidth, charset: charset)
            let drawnWidth = canvas.draw(shown, x: indent, y: top, maxWidth: lineWidth)
            if usesColor, let header = theme.header {
                canvas.restyle(Rect(x: indent, y: top, width: drawnWidth, height: 1)) { $0 = header.merged(over: $0) }
            }
            top += 1
        }
    }

    /// `style` from the theme over `base`, or `base` alone without colour or theme.
    func themed(_ style: Style?, over base: Style) -> Style {
        guard usesColor, let style else { return base }
        return style.merged(over: base)
    }

    /// The header's rows, top first: each line of ``header`` (one empty row when it has
    /// none), then the ``headerLines``, as many as the settings reserve.
    private func headerRows(for settings: ListSettings) -> [Text] {
        var rows: [Text] = []
        if settings.hasHeader {
            let lines = header?.lines ?? []
            rows += lines.prefix(max(1, settings.headerTextLineCount))
            rows += Array(repeating: Text(""), count: max(0, max(1, settings.headerTextLineCount) - lines.count))
        }
        return rows + headerLines.prefix(settings.headerLineCount)
    }

    /// Draws the rows from the state's offset down to the bottom of `area`, through Rows'
    /// ``List`` over the visible items.
    private func drawRows(of state: ListState, into canvas: inout Canvas, in area: Rect, items: some ListItems) {
        guard !area.isEmpty else { return }
        var list = List(VisibleRows(items: state.rows(in: items), row: row), selection: state.selection, height: area.height)
        list.viewport = state.viewport
        list.marks = state.marks
        list.growsUpward = state.screenLayout.growsUpward
        var environment = RowEnvironment()
        environment.charset = charset
        environment.usesColor = usesColor
        marks.apply(to: &environment)
        let shown = list.drawRows(into: &canvas, in: area, environment: environment)
        if shown == 0, !state.settings.isLoading {
            drawEmptyNotice(state.filteredItems == nil ? "no items" : "no matches", into: &canvas, in: area)
        }
    }

    /// A dim notice in the middle of an empty list.
    private func drawEmptyNotice(_ notice: String, into canvas: inout Canvas, in area: Rect) {
        let text = Text(notice, style: Style([.dim]))
        let width = min(area.width, text.width(charset: charset))
        canvas.draw(text, x: area.x + (area.width - width) / 2, y: area.y + (area.height - 1) / 2, maxWidth: area.width, charset: charset)
    }

    /// The prompt and the query with a block cursor on the character at the cursor (or
    /// after the end); a long query scrolls so that the cursor stays visible.
    private func drawFilterLine(_ line: QueryLine, into canvas: inout Canvas, y: Int, status: StatusLine, info: InfoStyle) {
        let end = drawFilterLine(line, into: &canvas, y: y)
        guard info == .inline || info == .inlineRight else { return }
        // The status after the query (`  < 2/3`) or at the right end, where it fits.
        let text = Text((info == .inline ? "  < " : "") + status.parts.joined(separator: "  "), style: themed(theme.info, over: Style([.dim])))
        let width = text.width(charset: charset)
        let x = info == .inline ? end : canvas.width - width - 1
        guard x >= end + (info == .inline ? 0 : 2), x + width <= canvas.width else { return }
        canvas.draw(text, x: x, y: y, maxWidth: width, charset: charset)
    }

    /// Draws the prompt and the query; returns the column after what it drew.
    @discardableResult
    private func drawFilterLine(_ line: QueryLine, into canvas: inout Canvas, y: Int) -> Int {
        let prompt = Text(self.prompt, style: themed(theme.prompt, over: Style([.bold]))).graphemes(charset: charset)
        let room = max(1, canvas.width - TextLayout.width(of: prompt))
        let characters = line.characters
        // Each character made safe to draw (a control or format character shows its
        // visible form) and measured once: character `i` is `drawn[starts[i]..<starts[i + 1]]`.
        var drawn: [Grapheme] = []
        var starts = [0]
        var widths: [Int] = []
        drawn.reserveCapacity(characters.count)
        starts.reserveCapacity(characters.count + 1)
        widths.reserveCapacity(characters.count)
        for character in characters {
            if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                drawn.append(Self.asciiGraphemes[Int(ascii) - 0x20])
                widths.append(1)
            } else {
                let graphemes = Grapheme.graphemes(of: String(character), charset: charset)
                drawn += graphemes
                widths.append(graphemes.reduce(0) { $0 + $1.width })
            }
            starts.append(drawn.count)
        }
        let cursorWidth = line.cursor < characters.count ? widths[line.cursor] : 1
        // Start far enough right that everything up to and including the cursor fits.
        var start = 0
        var widthToCursor = widths[..<line.cursor].reduce(0, +) + max(1, cursorWidth)
        while widthToCursor > room, start < line.cursor {
            widthToCursor -= widths[start]
            start += 1
        }
        var shown = prompt
        shown.reserveCapacity(prompt.count + drawn.count - starts[start] + 1)
        for index in start..<characters.count {
            let style = index == line.cursor ? Style([.reverse]) : .plain
            for grapheme in drawn[starts[index]..<starts[index + 1]] { shown.append(StyledGrapheme(grapheme: grapheme, style: style)) }
        }
        if line.cursor == characters.count { shown.append(StyledGrapheme(grapheme: Self.asciiGraphemes[0], style: Style([.reverse]))) }
        return canvas.draw(TextLayout.truncate(shown, width: canvas.width, charset: charset), x: 0, y: y, maxWidth: canvas.width)
    }

    /// The graphemes of the printable ASCII characters, space first.
    private static let asciiGraphemes: [Grapheme] = (0x20..<0x7F).map { Grapheme.graphemes(of: String(UnicodeScalar(UInt8($0))))[0] }

    /// `terminal too small`, wrapped to the canvas and cut at its bottom.
    private func drawTooSmallNotice(into canvas: inout Canvas) {
        let lines = TextLayout.wrap("terminal too small", width: canvas.width, charset: charset)
        for (y, line) in lines.prefix(canvas.height).enumerated() {
            canvas.draw(line, x: 0, y: y, maxWidth: canvas.width)
        }
    }
}
