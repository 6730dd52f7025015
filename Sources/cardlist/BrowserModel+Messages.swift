import CardListCore
import Items
import Pictures
import Rows
import Search

/// What the model is told and what it answers.
///
/// The one vocabulary of the app: the screen's events, and what the background work hands
/// back (the reader and the name index through ``LoadQueue``, the searches, the commands of
/// ``CommandRunner`` and ``PreviewRunner``), all reach the model as a ``Message``.
extension BrowserModel {
    /// Something that happened to the list.
    enum Message: Sendable {
        /// The `--header-lines` lines, before any item.
        case header([String])
        /// A batch of items, in input order after those already read.
        case items(ItemSegment)
        /// Every input was read; `skipped` invalid records were left out (`--skip-invalid`).
        case finished(skipped: Int, firstSkipped: InputError?)
        /// Reading stopped with `error`.
        case failed(any Error)
        /// The jump's name index was built.
        case nameIndex(NameIndex)
        /// A background search asked for with ``Effect/startSearch(_:in:sorted:)`` finished;
        /// the results of one cancelled since, or of an older query, are let go.
        case searched(SearchRequest, RankedResults)
        /// The screen opened with this size, drawing emoji sequences as `clusterWidths` says.
        case opened(Size, ClusterWidths)
        /// Time passed without input.
        case tick(at: Duration)
        /// A key, mouse action, resize or paste.
        case input(InputEvent, at: Duration)
        /// The pane's command of request `id` wrote `bytes`; `finished` once it has ended.
        case previewOutput(id: Int, bytes: [UInt8], finished: Bool)
        /// A frame was drawn: it laid out the items of `laidOut` (nil: none), the detail
        /// view in it scrolls at most `detailMaximumOffset` lines (nil: it was not drawn), and
        /// it drew placeholders for the `missingPictures` not made yet.
        case drawn(laidOut: ClosedRange<Int>?, detailMaximumOffset: Int?, missingPictures: [ThumbnailLoader.Request] = [])
        /// Thumbnails asked for by earlier frames were decoded: the rows drawn with their
        /// placeholders are drawn again.
        case picturesDecoded
        /// The `transform-query` command of request `id` ended, having printed `bytes`.
        case commandOutput(id: Int, bytes: [UInt8])
        /// Items of the reload of request `id` (BrowserModel+Commands).
        case reloadItems(id: Int, ItemSegment)
        /// The reload of request `id` has read its whole input, or failed with `error`.
        case reloadFinished(id: Int, error: (any Error)?)
    }

    /// What the caller is to do after a message.
    enum Effect {
        /// Nothing to do (the next frame shows whatever changed).
        case none
        /// The state changed: draw a frame.
        case redraw
        /// Build the name index of these items off the UI thread; answer with `.nameIndex`.
        case startIndexing(ItemStore)
        /// Run `request` over these items off the UI thread (ranked unless `sorted` is false);
        /// answer with `.searched`.
        case startSearch(SearchRequest, in: ItemStore, sorted: Bool)
        /// Stop the search of request `id`: a newer query replaced it, or the filter closed.
        case cancelSearch(id: Int)
        /// Start the pane's command of `request`, stopping the one running; its output comes
        /// back as ``Message/previewOutput(id:bytes:finished:)``.
        case runPreview(PreviewRequest)
        /// Stop the pane's running command: the pane closed, moved on to nothing, or has all of it.
        case stopPreview
        /// Decode the pictures a frame drew placeholders for, once it is out; answer with
        /// `.picturesDecoded`.
        case decodePictures([ThumbnailLoader.Request])
        /// Decode the thumbnails of these items ahead of a move, once the frame is out,
        /// after the pictures asked for with ``decodePictures(_:)``.
        case prefetchThumbnails([Int])
        /// Redraw every cell of the screen.
        case fullRepaint
        /// Give the terminal back until the process is continued.
        case suspend
        /// The list is done: with a choice, a cancel or an interrupt.
        case finish(ListAction)
        /// Reading failed: end with this error.
        case fail(any Error)
        /// Run the command a `--bind` action asks for (BrowserModel+Commands), then draw;
        /// its output or items come back as ``Message/commandOutput(id:bytes:)`` and
        /// ``Message/reloadItems(id:_:)``.
        case runCommand(CommandRequest)
    }
}
