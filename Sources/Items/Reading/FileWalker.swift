import Glibc

/// Lists the files (and, if asked, directories) under some roots, as fzf's built-in walker
/// does when no input is given: depth first, hidden entries included, `.git` and
/// `node_modules` skipped, symbolic links followed, each path relative to where the walk
/// started (`src/main.swift`) or starting with its root when that is not `.`.
///
///     FileWalker(settings: .standard).walk { path in print(String(decoding: path, as: UTF8.self)); return true }
///
/// Paths are the bytes the file system holds, so a name that is not UTF-8 is printed back
/// exactly. A directory that cannot be read, a link to a directory already being walked
/// (a loop) and a link that leads nowhere (when links are followed) are passed over without
/// a word; so is a name holding a line break, which would read as two items.
public struct FileWalker: Sendable {
    /// What the walk lists and how (`--walker`, `--walker-root`, `--walker-skip`).
    public struct Settings: Hashable, Sendable {
        /// List files.
        public var files = true
        /// List directories (not the roots themselves).
        public var directories = false
        /// Follow symbolic links to files and directories.
        public var follows = true
        /// Take entries whose names start with a dot.
        public var hidden = true
        /// The directories the walk starts in.
        public var roots = ["."]
        /// Names of directories never entered (nor listed).
        public var skipped: Set<String> = [".git", "node_modules"]

        /// fzf's defaults: files, following links, hidden ones included.
        public static let standard = Settings()

        public init() {}

        /// The `--walker` words (`file,dir,follow,hidden`): what is listed and how; nil when
        /// a word is none of these.
        public init?(walkerWords list: String) {
            files = false
            follows = false
            hidden = false
            for word in list.split(separator: ",", omittingEmptySubsequences: false) {
                switch word {
                case "file": files = true
                case "dir": directories = true
                case "follow": follows = true
                case "hidden": hidden = true
                default: return nil
                }
            }
        }

        /// The words ``init(walkerWords:)`` takes.
        public static let walkerWords = ["file", "dir", "follow", "hidden"]
    }

    public var settings: Settings

    public init(settings: Settings) {
        self.settings = settings
    }

    /// Calls `emit` with each path found, as bytes without a line ending, until the walk
    /// ends or `emit` returns false.
    ///
    /// - Complexity: O(*n*) in the entries under the roots; memory in the depth of the tree
    ///   and the widest directory's names.
    public func walk(_ emit: ([UInt8]) -> Bool) {
        for root in settings.roots {
            var rootStatus = stat()
            guard stat(root, &rootStatus) == 0, rootStatus.st_mode & S_IFMT == S_IFDIR else { continue }
            // The directories on the way down, by device and inode: a link back up is a loop.
            var ancestors: [(UInt64, UInt64)] = []
            let prefix: [UInt8] = root == "." ? [] : Array(root.utf8) + (root.hasSuffix("/") ? [] : [UInt8(ascii: "/")])
            guard walkDirectory(path: Array(root.utf8), shown: prefix, status: rootStatus, ancestors: &ancestors, emit) else { return }
        }
    }

    /// Walks the directory at `path` (shown as `shown`, which ends in `/` unless empty);
    /// false once `emit` asked to stop.
    private func walkDirectory(path: [UInt8], shown: [UInt8], status: stat, ancestors: inout [(UInt64, UInt64)],
                               _ emit: ([UInt8]) -> Bool) -> Bool {
        let identity = (UInt64(status.st_dev), UInt64(status.st_ino))
        guard !ancestors.contains(where: { $0 == identity }) else { return true }
        guard let directory = (path + [0]).withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
        }) else { return true }
        // The entries are read first and the directory closed, so that a deep tree holds
        // one open directory at a time.
        var entries: [(name: [UInt8], type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if name.contains(0x0A) { continue }
            if !settings.hidden, name.first == UInt8(ascii: ".") { continue }
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        entries.sort { $0.name.lexicographicallyPrecedes($1.name) }

        ancestors.append(identity)
        defer { ancestors.removeLast() }
        let base = path.last == UInt8(ascii: "/") ? path : path + [UInt8(ascii: "/")]
        for entry in entries {
            let entryPath = base + entry.name
            let entryShown = shown + entry.name
            var type = entry.type
            var entryStatus = stat()
            var haveStatus = false
            if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) || type == UInt8(DT_DIR) {
                // A link is looked through only when links are followed; a directory needs
                // its identity for the loop check.
                let followed = type != UInt8(DT_LNK) || settings.follows
                let result = (entryPath + [0]).withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { followed ? stat($0.baseAddress!, &entryStatus) : lstat($0.baseAddress!, &entryStatus) }
                }
                guard result == 0 else { continue }
                haveStatus = true
                switch entryStatus.st_mode & S_IFMT {
                case S_IFDIR: type = UInt8(DT_DIR)
                case S_IFREG: type = UInt8(DT_REG)
                case S_IFLNK: type = UInt8(DT_LNK)
                default: type = UInt8(DT_UNKNOWN)
                }
            }
            if type == UInt8(DT_DIR) {
                if settings.skipped.contains(String(decoding: entry.name, as: UTF8.self)) { continue }
                if settings.directories, !emit(entryShown) { return false }
                guard haveStatus else { continue }
                guard walkDirectory(path: entryPath, shown: entryShown + [UInt8(ascii: "/")], status: entryStatus,
                                    ancestors: &ancestors, emit) else { return false }
            } else if settings.files {
                // Files, and links not followed (they are entries a person can open).
                if !emit(entryShown) { return false }
            }
        }
        return true
    }
}
