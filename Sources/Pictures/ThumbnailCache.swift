import Rows

/// Finished thumbnails by path, file signature and look, within a memory bound: the least
/// recently used ones go first when the bound is passed.
struct ThumbnailCache {
    struct Key: Hashable {
        var path: String
        var signature: FileSignature
        /// The box a larger picture was fitted to; nil for a thumbnail.
        var box: Size? = nil
    }

    /// A finished thumbnail, or `nil` for a file that gives no picture (the placeholder).
    private var entries: [Key: (picture: Picture?, lastUse: Int)] = [:]
    private var clock = 0
    private(set) var byteCount = 0
    let byteLimit: Int

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The thumbnail for `key`, if finished; marks it used.
    mutating func lookup(_ key: Key) -> Picture?? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]?.lastUse = clock
        return .some(entry.picture)
    }

    /// Keeps `picture` for `key`, dropping the least recently used entries past the bound.
    mutating func insert(_ picture: Picture?, for key: Key) {
        clock += 1
        if let old = entries[key] { byteCount -= Self.cost(old.picture, key) }
        entries[key] = (picture, clock)
        byteCount += Self.cost(picture, key)
        guard byteCount > byteLimit else { return }
        // Evict the oldest half of the uses at once, so eviction stays rare.
        let sorted = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (oldKey, entry) in sorted where byteCount > byteLimit / 2 && oldKey != key {
            entries[oldKey] = nil
            byteCount -= Self.cost(entry.picture, oldKey)
        }
    }

    var count: Int { entries.count }

    private static func cost(_ picture: Picture?, _ key: Key) -> Int {
        (picture?.byteCount ?? 0) + key.path.utf8.count + 96
    }
}
