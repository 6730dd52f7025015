import Glibc

/// A directory of ``FileWalker``'s walk: where it is, how it is shown, the directories above
/// it (for the loop check) and, once read, its entries by name.
///
/// Its fields change only under ``DirectoryReaders``' lock, or before the node is shared.
final class WalkNode: @unchecked Sendable {
    /// One entry to list: a file (or a link not followed) or a directory, and the node to
    /// walk for a directory that is entered (nil for a loop).
    struct Entry {
        var name: [UInt8]
        var isDirectory: Bool
        var child: WalkNode?
        /// With ``FileWalker/Settings/details``: its size and modification time.
        var details: FileWalker.Details?
    }

    /// Not read yet, being read, or read.
    enum State { case pending, reading, read }

    /// The path to open, without a trailing `/` unless it is the root's own.
    let path: [UInt8]
    /// The path as listed, ending in `/` unless empty (the walk started here at `.`).
    let shown: [UInt8]
    let parent: WalkNode?
    var state = State.pending
    /// The device and inode of the directory, read when it is opened (links followed only).
    var identity: (device: UInt64, inode: UInt64)?
    var entries: [Entry] = []

    init(path: [UInt8], shown: [UInt8], parent: WalkNode?) {
        self.path = path
        self.shown = shown
        self.parent = parent
    }

    /// Whether the directory `identity` is this one or one above it: a link to it is a loop.
    func isSelfOrAncestor(_ identity: (device: UInt64, inode: UInt64)) -> Bool {
        var node: WalkNode? = self
        while let current = node {
            if let own = current.identity, own == identity { return true }
            node = current.parent
        }
        return false
    }

    /// Reads the directory's entries, sorted by name, as `settings` asks: hidden names left
    /// out unless asked for, names holding a line break and skipped directories passed over,
    /// links followed (a dangling one passed over) or listed as they are. Only a link or an
    /// entry of unknown type is looked at with `fstatat`, relative to the directory.
    func read(_ settings: FileWalker.Settings) {
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { return }
        if settings.follows {
            var status = stat()
            if fstat(descriptor, &status) == 0 { identity = (UInt64(status.st_dev), UInt64(status.st_ino)) }
        }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var found: [(name: [UInt8], type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if name.contains(0x0A) { continue }
            if !settings.hidden, name.first == UInt8(ascii: ".") { continue }
            found.append((name, entry.pointee.d_type))
        }
        found.sort { $0.name.lexicographicallyPrecedes($1.name) }
        let base = path.last == UInt8(ascii: "/") ? path : path + [UInt8(ascii: "/")]
        let at = dirfd(directory)
        entries.reserveCapacity(found.count)
        for (name, type) in found {
            var isDirectory = type == UInt8(DT_DIR)
            var linkTarget: (device: UInt64, inode: UInt64)?
            var details: FileWalker.Details?
            if settings.details || type == UInt8(DT_UNKNOWN) || (type == UInt8(DT_LNK) && settings.follows) {
                var status = stat()
                let result = (name + [0]).withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        fstatat(at, $0.baseAddress!, &status, settings.follows ? 0 : AT_SYMLINK_NOFOLLOW)
                    }
                }
                // Gone since it was listed, or a link that leads nowhere.
                guard result == 0 else { continue }
                isDirectory = status.st_mode & S_IFMT == S_IFDIR
                if settings.details { details = FileWalker.Details(size: Int64(status.st_size), modified: status.st_mtim.tv_sec, isDirectory: isDirectory) }
                if isDirectory, type == UInt8(DT_LNK) || settings.follows { linkTarget = (UInt64(status.st_dev), UInt64(status.st_ino)) }
            }
            guard isDirectory else {
                // Files, and links not followed (they are entries a person can open).
                if settings.files { entries.append(Entry(name: name, isDirectory: false, details: details)) }
                continue
            }
            if settings.skipped.contains(String(decoding: name, as: UTF8.self)) { continue }
            // A link back to this directory or one above it is listed but not entered.
            let loops = linkTarget.map { isSelfOrAncestor($0) } ?? false
            let child = loops ? nil : WalkNode(path: base + name, shown: shown + name + [UInt8(ascii: "/")], parent: self)
            entries.append(Entry(name: name, isDirectory: true, child: child, details: details))
        }
    }
}
