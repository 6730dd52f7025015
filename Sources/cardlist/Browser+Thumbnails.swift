/// The thumbnails around the list, fetched ahead of a move.
extension Browser {
    /// Queues the pictures of the items at `indices` (the model's
    /// ``BrowserModel/Effect/prefetchThumbnails(_:)``), so they are ready when the list
    /// moves there.
    func prefetchThumbnails(of indices: [Int]) {
        guard let thumbnails else { return }
        let items = model.items
        for index in indices where items.indices.contains(index) {
            if let image = items[index].image { thumbnails.prefetch(imageLocator.path(of: image)) }
        }
    }
}
