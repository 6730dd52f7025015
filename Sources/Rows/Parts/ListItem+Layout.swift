/// Where a ``ListItem``'s gutter, slots and text lines go at one width.
///
/// Both measuring and drawing use it, so an item's height always matches what it draws.
struct ListItemLayout {
    var gutterWidth = 0
    var leadingX = 0, leadingWidth = 0
    var trailingX = 0, trailingWidth = 0
    var textX = 0, textWidth = 0
    /// The text line that holds the title (after the label line, if any).
    var titleRow = 0
    /// The row of the first text line: the texts are centred against taller slots.
    var textY = 0
    var lines: [SplitLine] = []
    var height = 0

    /// The columns a list item keeps for its texts before offering the rest to its slots.
    static let minimumTextWidth = 10
}

extension ListItem {
    /// The item laid out in `width` columns.
    ///
    /// The gutter (when the environment asks for it, or the item is selected or marked) comes first; each slot is offered what is left after keeping
    /// ``ListItemLayout/minimumTextWidth`` columns (and a one-column gap) for the texts, takes its own
    /// width, and the texts get the rest; two slots that want more than that share it. The height is the larger of the texts' and the slots'.
    ///
    /// - Complexity: O(*n*) in the length of the texts, plus the slots' own measuring.
    /// With `keepsLines` false only the number of text lines is found, not the lines
    /// (``ListItemLayout/lines`` stays empty): what measuring needs, without making the
    /// lines that only drawing uses.
    func layout(forWidth width: Int, in environment: RowEnvironment, keepsLines: Bool = true) -> ListItemLayout {
        var layout = ListItemLayout()
        let width = max(0, width)
        let hasGutter = environment.showsSelectionGutter || environment.isSelected || environment.isMarked
        layout.gutterWidth = hasGutter ? min(SelectionGutter.width(in: environment), width) : 0
        let available = width - layout.gutterWidth
        let reserve = min(available, ListItemLayout.minimumTextWidth)

        let leadingOffer = leadingSlotOffer(available: available, reserve: reserve, in: environment)
        let leadingSize = leadingSlot.size(forWidth: leadingOffer, in: environment)
        layout.leadingWidth = min(max(0, leadingSize.width), leadingOffer)
        let leadingGap = layout.leadingWidth > 0 ? 1 : 0

        let trailingOffer = max(0, available - layout.leadingWidth - leadingGap - reserve - 1)
        let trailingSize = trailingSlot.size(forWidth: trailingOffer, in: environment)
        layout.trailingWidth = min(max(0, trailingSize.width), trailingOffer)
        let trailingGap = layout.trailingWidth > 0 ? 1 : 0

        layout.leadingX = layout.gutterWidth
        layout.textX = layout.gutterWidth + layout.leadingWidth + leadingGap
        layout.textWidth = max(0, available - layout.leadingWidth - leadingGap - layout.trailingWidth - trailingGap)
        layout.trailingX = layout.textX + layout.textWidth + trailingGap

        let lineCount: Int
        if keepsLines {
            layout.lines = textLines(width: layout.textWidth, environment: environment, titleRow: &layout.titleRow)
            lineCount = layout.lines.count
        } else {
            lineCount = textLineCount(width: layout.textWidth, charset: environment.charset, titleRow: &layout.titleRow)
        }
        let leadingHeight = layout.leadingWidth > 0 ? leadingSize.height : 0
        let trailingHeight = layout.trailingWidth > 0 ? trailingSize.height : 0
        layout.height = max(lineCount, leadingHeight, trailingHeight)
        layout.textY = VerticalAlignment.center.offset(forHeight: lineCount, in: layout.height)
        return layout
    }

    /// The columns the leading slot is offered. A lone slot may take all but the texts'
    /// reserve and its gap; when both slots want more than there is, they share it: the one
    /// that needs less keeps what it needs up to half, and the other gets the rest (so a
    /// wide leading slot never leaves the trailing one no room at all).
    private func leadingSlotOffer(available: Int, reserve: Int, in environment: RowEnvironment) -> Int {
        let alone = max(0, available - reserve - 1)
        let leadingWant = min(leadingSlot.size(forWidth: alone, in: environment).width, alone)
        let trailingWant = min(trailingSlot.size(forWidth: alone, in: environment).width, alone)
        let shared = max(0, available - reserve - 2)
        guard leadingWant > 0, trailingWant > 0, leadingWant + trailingWant > shared else { return alone }
        let half = shared / 2
        if leadingWant <= trailingWant { return min(leadingWant, half) }
        return shared - min(trailingWant, shared - half)
    }

    /// How many lines ``textLines(width:environment:titleRow:)`` gives, found without
    /// making them (styles change no widths, and a label is one line whatever its case).
    private func textLineCount(width: Int, charset: Charset, titleRow: inout Int) -> Int {
        var count = 0
        if let label, !label.isEmpty { count += 1 }
        titleRow = count
        count += SplitLine.lineCount(leading: title, trailing: detail, width: width, charset: charset)
        if let subtitle, !subtitle.isEmpty { count += TextLayout.lineCount(subtitle, width: width, charset: charset) }
        return count
    }

    /// The label, title (with detail) and subtitle lines in `width` columns.
    private func textLines(width: Int, environment: RowEnvironment, titleRow: inout Int) -> [SplitLine] {
        let charset = environment.charset
        // A printable ASCII subtitle (nearly every one) is wrapped first, so the array of
        // lines is sized for it up front rather than grown a line at a time.
        let styledSubtitle = subtitle.flatMap { $0.isEmpty ? nil : environment.displayed($0, over: Style(.dim)) }
        let subtitleSpans = styledSubtitle.flatMap { ASCIISpan.wrapped($0, width: width) }
        var lines: [SplitLine] = []
        lines.reserveCapacity(2 + (subtitleSpans?.count ?? 0))
        if let label, !label.isEmpty {
            let capitals = Text(runs: label.runs.map { Text.Run($0.string.uppercased(forLocale: environment.localeIdentifier), style: $0.style) })
            let styled = environment.displayed(capitals.withDefault(Style(.dim)))
            lines.append(SplitLine(leading: TextLayout.truncate(styled, width: width, charset: charset), trailing: []))
        }
        titleRow = lines.count
        var titleStyle = Style(.bold)
        if environment.isSelected { titleStyle.attributes.insert(.reverse) }
        let styledTitle = environment.displayed(title, over: titleStyle)
        let styledDetail = detail.map { environment.displayed($0) }
        // Printable ASCII (nearly every title and subtitle) is drawn from its bytes.
        if styledDetail?.isEmpty ?? true, let span = ASCIISpan.whole(styledTitle, width: width) {
            lines.append(SplitLine(leading: span))
        } else {
            lines += SplitLine.lines(leading: styledTitle, trailing: styledDetail, width: width, charset: charset)
        }
        if let subtitleSpans {
            for span in subtitleSpans { lines.append(SplitLine(leading: span)) }
        } else if let styledSubtitle {
            for line in TextLayout.wrap(styledSubtitle, width: width, charset: charset) {
                lines.append(SplitLine(leading: line, trailing: []))
            }
        }
        return lines
    }
}
