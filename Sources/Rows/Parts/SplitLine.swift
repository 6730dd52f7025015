/// One line with text on the leading edge and text right-aligned on the trailing edge,
/// as in a list item's title and detail or a labeled content's label and value.
struct SplitLine: Hashable, Sendable {
    var leading: TextLayout.Line
    var trailing: TextLayout.Line
    /// The leading text when it is printable ASCII drawn from its bytes (``leading`` is
    /// then empty): a list item's wrapped subtitle and its title when it fits.
    var leadingSpan: ASCIISpan?

    /// The fewest columns a cut leading text keeps before the trailing text moves to a
    /// line of its own (a shorter leading text keeps all of its columns).
    static let minimumLeadingWidth = 6

    /// `leading` and `trailing` laid out in `width` columns: on one line, the leading
    /// text truncated if need be, while it keeps at least ``minimumLeadingWidth`` columns
    /// (or all of its own); otherwise the trailing text on a second line.
    ///
    /// - Complexity: O(*n*) in the length of both texts.
    static func lines(leading: Text, trailing: Text?, width: Int, charset: Charset) -> [SplitLine] {
        let width = max(0, width)
        let leadingLine = leading.graphemes(charset: charset)
        guard let trailing, !trailing.isEmpty else {
            return [SplitLine(leading: TextLayout.truncate(leadingLine, width: width, charset: charset), trailing: [])]
        }
        let trailingLine = trailing.graphemes(charset: charset)
        let leadingWidth = TextLayout.width(of: leadingLine)
        let trailingWidth = TextLayout.width(of: trailingLine)
        if leadingWidth == 0 {
            return [SplitLine(leading: [], trailing: TextLayout.truncate(trailingLine, width: width, charset: charset))]
        }
        let room = width - trailingWidth - 1
        if room >= min(leadingWidth, minimumLeadingWidth) {
            return [SplitLine(leading: TextLayout.truncate(leadingLine, width: room, charset: charset), trailing: trailingLine)]
        }
        return [
            SplitLine(leading: TextLayout.truncate(leadingLine, width: width, charset: charset), trailing: []),
            SplitLine(leading: [], trailing: TextLayout.truncate(trailingLine, width: width, charset: charset)),
        ]
    }

    /// How many lines ``lines(leading:trailing:width:charset:)`` gives (1 or 2), found
    /// from the texts' widths alone.
    static func lineCount(leading: Text, trailing: Text?, width: Int, charset: Charset) -> Int {
        guard let trailing, !trailing.isEmpty else { return 1 }
        let leadingWidth = leading.width(charset: charset)
        if leadingWidth == 0 { return 1 }
        let room = max(0, width) - trailing.width(charset: charset) - 1
        return room >= min(leadingWidth, minimumLeadingWidth) ? 1 : 2
    }

    /// Draws the line in `width` columns from (`x`, `y`).
    func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        if let leadingSpan {
            canvas.draw(leadingSpan, x: x, y: y, maxWidth: width)
        } else {
            canvas.draw(leading, x: x, y: y, maxWidth: width)
        }
        let trailingWidth = TextLayout.width(of: trailing)
        guard trailingWidth > 0 else { return }
        canvas.draw(trailing, x: x + max(0, width - trailingWidth), y: y, maxWidth: width)
    }
}

extension SplitLine {
    /// A line of `span` alone.
    init(leading span: ASCIISpan) {
        self.init(leading: [], trailing: [], leadingSpan: span)
    }
}
