import CardListCore
import Pictures
import Rows
import Search

/// What the frames drawn showed, kept in the model: the render reports it after drawing
/// (``BrowserModel/Message/drawn(laidOut:detailMaximumOffset:missingPictures:)``) and never
/// changes the model itself.
struct DrawnView {
    /// The lowest and highest item laid out in the last frame; nil when it laid out none.
    var laidOut: ClosedRange<Int>?
    /// Grows each time thumbnails were decoded: rows drawn before show placeholders.
    var picturesDecoded = 0
}

/// What a row drawn depends on besides its item, its selection, its mark and its size:
/// rows kept from a frame drawn with another look are drawn again.
struct RowLook: Equatable {
    var style: RowStyle
    /// The filter's matcher, for highlighting; nil without a query.
    var matcher: Matcher?
    var itemGeneration: Int
    var picturesDecoded: Int
}

extension BrowserModel {
    /// What the rows drawn now depend on (see ``RowLook``).
    var rowLook: RowLook {
        RowLook(style: rows.style, matcher: state?.shownMatcher, itemGeneration: itemGeneration, picturesDecoded: view.picturesDecoded)
    }

    /// Keeps what a frame showed, asks for the pictures it drew placeholders for, and then
    /// for the thumbnails of the cards next to it: the two after the screen and the one
    /// before it, so they are ready when the list moves there (unfiltered card lists with
    /// pictures only).
    ///
    /// - Complexity: O(*pictures on screen*).
    mutating func takeDrawnFrame(laidOut: ClosedRange<Int>?, detailMaximumOffset: Int?,
                                 missingPictures: [ThumbnailLoader.Request]) -> [Effect] {
        view.laidOut = laidOut
        if let detailMaximumOffset { detail?.maximumOffset = detailMaximumOffset }
        var effects: [Effect] = missingPictures.isEmpty ? [] : [.decodePictures(missingPictures)]
        guard options.images, rows.style == .card, let state, state.filteredItems == nil, let laidOut else { return effects }
        let nearby = [laidOut.upperBound + 1, laidOut.upperBound + 2, laidOut.lowerBound - 1].filter { items.indices.contains($0) }
        if !nearby.isEmpty { effects.append(.prefetchThumbnails(nearby)) }
        return effects
    }
}
