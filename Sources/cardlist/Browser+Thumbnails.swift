/// The thumbnails around the list: fetched ahead of a move, and drawn again once decoded.
extension Browser {
    /// Queues the pictures of the two cards after the screen and the one before it, so
    /// they are ready when the list moves there (unfiltered card lists only).
    func prefetchNearbyThumbnails() {
        guard let thumbnails, model.rows.style == .card, model.state?.filteredItems == nil, let (low, high) = laidOut else { return }
        let items = model.items
        for index in [high + 1, high + 2, low - 1] where items.indices.contains(index) {
            if let image = items[index].image { thumbnails.prefetch(imageLocator.path(of: image)) }
        }
    }

    /// Whether thumbnails finished since the last frame; the rows drawn with their
    /// placeholders are drawn again.
    func thumbnailsFinished() -> Bool {
        guard let thumbnails, thumbnails.takeFinished() else { return false }
        rowCache.invalidate()
        return true
    }
}
