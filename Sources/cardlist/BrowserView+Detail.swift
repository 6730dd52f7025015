import CardListCore
import CardListOptions
import Items
import Pictures
import Rows

extension BrowserView {
    /// Draws the detail view of `model`'s current item in `pane` (beside the list, inside
    /// `--border`/`--margin`), when it is open and has room; returns how far it can scroll,
    /// or nil when nothing was drawn.
    ///
    /// Its picture comes from the thumbnails' loader, fitted to the view: when it is not
    /// made yet it is noted in `missing` (the model asks for it once the frame is out, like
    /// a card's thumbnail) and the placeholder shows until it is ready.
    func drawDetail(of model: BrowserModel, into canvas: inout Canvas, pane: Rect, borderStyle: Style,
                    missing: MissingPictures) -> Int? {
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
            let request = ThumbnailLoader.Request(path: imageLocator.path(of: image), fittedTo: box)
            switch thumbnails.madePicture(request) {
            case nil:
                picture = .loading
                missing.note(request)
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
