import CardListCore
import CardListOptions
import Items
import Pictures
import Rows

extension Browser {
    /// Draws the detail view of the current item beside the list in `content` (the area
    /// inside `--border`/`--margin`), when it is open and has room; returns how far it can
    /// scroll, or nil when nothing was drawn.
    ///
    /// Its picture comes from the thumbnails' loader, fitted to the view: asked for here
    /// and decoded in the background once the frame is out, like a card's thumbnail; the
    /// placeholder shows until it is ready.
    func drawDetail(into canvas: inout Canvas, pane: Rect, borderStyle: Style) -> Int? {
        guard model.detail != nil, let state = model.state else { return nil }
        let window = model.pane?.window ?? options.previewWindow
        var frame = Canvas(size: pane.size)
        ScreenFrame(border: window.border).drawBorder(into: &frame, charset: model.charset, style: borderStyle)
        canvas.draw(frame, x: pane.x, y: pane.y)
        let inner = PreviewLayout.textRect(paneSize: pane.size, window: window)
        let area = Rect(x: pane.x + inner.x, y: pane.y + inner.y, width: inner.width, height: inner.height)
        guard !area.isEmpty else { return nil }
        let environment = RowEnvironment().with(\.charset, model.charset).with(\.usesColor, model.usesColor)
        guard state.selectedPosition(in: model.listItems) != nil else { return 0 }
        let record = detailRecords.record(of: state.selection, in: model.items, options: options)
        let item = options.ansi ? model.displayItem(state.selection) : record.item
        var picture = DetailView.PictureState.off
        if let image = item.image, let thumbnails {
            let box = DetailView.pictureBox(for: area.size)
            switch thumbnails.picture(for: imageLocator.path(of: image), fittedTo: box) {
            case nil: picture = .loading
            case .some(nil): picture = .missing
            case .some(let shown?): picture = .shown(shown)
            }
        }
        let view = DetailView(item: item, extraFields: record.extraFields, isPlainText: record.isPlainText, picture: picture,
                              rows: model.rows, offset: model.detailOffset)
        view.render(into: &canvas, in: area, environment: environment)
        return view.maximumOffset(for: area.size, in: environment)
    }
}

/// The record of the item the detail view shows, read once when the selection comes to it
/// (parsing a long record again for every frame would cost a key its frame).
final class DetailRecordCache {
    struct Record {
        var index: Int
        var item: Item
        var extraFields: [DetailFields.Field]
        var isPlainText: Bool
    }

    private var last: Record?

    /// The longest record whose other keys are listed: parsing it must not cost a key its frame.
    static let recordLimit = 1 << 20

    /// The item at `index` with its record's other keys.
    func record(of index: Int, in items: ItemStore, options: Options) -> Record {
        if let last, last.index == index { return last }
        let item = items[index]
        let format = items.format(of: index)
        var fields: [DetailFields.Field] = []
        if item.source.count > Self.recordLimit {
            fields = [.init("…", "a record of \(item.source.count) bytes: its other keys are not listed")]
        } else if let json = DetailFields.record(of: item, format: format, columns: items.columns(of: index)) {
            fields = DetailFields.extra(in: json, mapping: options.fieldMapping, caseInsensitive: format == .tsv)
        }
        let record = Record(index: index, item: item, extraFields: fields, isPlainText: format == .lines || format == .nul)
        last = record
        return record
    }
}
