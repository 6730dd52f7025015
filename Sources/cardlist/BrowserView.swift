import CardListCore
import CardListOptions
import Pictures
import Rows

/// Draws a frame of the list from the model: the list, the frame around it, and the pane or
/// the detail view beside it. It never changes the model and starts nothing: what the frame
/// showed (the items laid out, how far the detail view scrolls, the pictures it had to draw
/// placeholders for) comes back with the canvas, and ``Browser`` tells the model once the
/// frame is out; the model asks for the missing pictures.
///
/// The caches it draws with only spare work: rows drawn before (kept while the model's
/// ``RowLook`` stays the same), thumbnails decoded, the detail view's record.
struct BrowserView {
    /// A frame drawn, and what it showed.
    struct Frame {
        var canvas: Canvas
        /// The lowest and highest item laid out; nil when none was.
        var laidOut: ClosedRange<Int>?
        /// How far the detail view drawn can scroll; nil when it was not drawn.
        var detailMaximumOffset: Int?
        /// The pictures not made yet, drawn as placeholders, in the order they were drawn.
        var missingPictures: [ThumbnailLoader.Request] = []
    }

    let options: Options
    let rows: DrawnRows
    /// Thumbnails for the cards' image boxes; nil when pictures cannot or should not show.
    let thumbnails: ThumbnailLoader?
    let imageLocator: ImageLocator
    let detailRecords: DetailRecordCache

    /// The frame of `model` on a screen of `size`.
    ///
    /// - Complexity: O(*rows on screen*): only the rows laid out are measured and drawn.
    func frame(of model: BrowserModel, size: Size) -> Frame {
        // Drawn only once the screen opened, which gives the model its list state.
        guard let state = model.state else { return Frame(canvas: Canvas(size: size)) }
        var itemRows = model.rows
        itemRows.matcher = state.shownMatcher
        let missing = MissingPictures()
        if let thumbnails {
            let locator = imageLocator
            // Only the cards laid out (the visible ones) look: nothing here grows with the item count.
            itemRows.picture = { image in
                let request = ThumbnailLoader.Request(path: locator.path(of: image))
                if let made = thumbnails.madePicture(request) { return made }
                missing.note(request)
                return nil
            }
        }
        let cache = rows.cache(for: model.rowLook)
        // What the rows need, and not the whole model: copying it for the closure would
        // retain everything it holds, once per frame.
        let shownRows = itemRows, items = model.items, ansi = options.ansi
        cache.makeRow = { index in shownRows.row(for: ansi ? items.displayItem(index) : items[index]) }
        let laidOut = LaidOutItems()
        var layout = ListLayout(
            header: model.header.map { HeaderText.header($0, options: options, charset: model.charset) },
            charset: model.charset,
            usesColor: model.usesColor
        ) { index in
            laidOut.include(index)
            return cache.row(item: index)
        }
        layout.headerLines = model.headerLines
        layout.statusCache = rows.statusLine
        layout.prompt = model.prompt ?? layout.prompt
        layout.showsMouseHelp = options.mouse
        layout.theme = options.theme
        layout.headerFirst = options.headerFirst
        layout.marks = GutterMarks(options: options, charset: model.charset)
        let frame = options.frame
        guard !frame.isEmpty || model.pane != nil || model.detail != nil else {
            let canvas = layout.render(state, size: size, in: model.listItems)
            return Frame(canvas: canvas, laidOut: laidOut.range, missingPictures: missing.requests)
        }
        let (list, paneRect) = model.areas(in: size)
        var canvas = Canvas(size: size)
        let borderStyle = model.usesColor ? options.theme.border ?? .plain : .plain
        frame.drawBorder(into: &canvas, charset: model.charset, style: borderStyle)
        canvas.draw(layout.render(state, size: list.size, in: model.listItems), x: list.x, y: list.y)
        var detailMaximumOffset: Int?
        if model.detail != nil, let paneRect {
            // The detail view takes the pane's place (F2), with or without a --preview command.
            detailMaximumOffset = drawDetail(of: model, into: &canvas, pane: paneRect, borderStyle: borderStyle, missing: missing)
        } else if let pane = model.pane, let paneRect {
            canvas.draw(PreviewLayout.render(pane, size: paneRect.size, charset: model.charset, borderStyle: borderStyle), x: paneRect.x, y: paneRect.y)
        }
        return Frame(canvas: canvas, laidOut: laidOut.range, detailMaximumOffset: detailMaximumOffset,
                     missingPictures: missing.requests)
    }
}

/// The pictures a frame drew placeholders for, gathered while it draws (on the thread that
/// draws it; the rows' picture closure is `@Sendable` only because rows may be made elsewhere).
final class MissingPictures: @unchecked Sendable {
    private(set) var requests: [ThumbnailLoader.Request] = []

    func note(_ request: ThumbnailLoader.Request) {
        if !requests.contains(request) { requests.append(request) }
    }
}

/// The items a frame's layout asked rows for, gathered while it lays them out.
private final class LaidOutItems {
    private(set) var range: ClosedRange<Int>?

    func include(_ index: Int) {
        range = range.map { min($0.lowerBound, index)...max($0.upperBound, index) } ?? index...index
    }
}
