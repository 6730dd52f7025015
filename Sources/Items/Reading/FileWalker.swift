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
        /// Give each entry's size and modification time (``Details``; `details`).
        public var details = false
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
            details = false
            for word in list.split(separator: ",", omittingEmptySubsequences: false) {
                switch word {
                case "file": files = true
                case "dir": directories = true
                case "follow": follows = true
                case "hidden": hidden = true
                case "details": details = true
                default: return nil
                }
            }
        }

        /// The words ``init(walkerWords:)`` takes.
        public static let walkerWords = ["file", "dir", "follow", "hidden", "details"]
    }

    public var settings: Settings

    public init(settings: Settings) {
        self.settings = settings
    }

    /// Calls `emit` with each path found, as bytes without a line ending, until the walk
    /// ends or `emit` returns false.
    ///
    /// The order is that of one thread walking depth first, each directory's entries by
    /// name; a small pool of reader threads (``DirectoryReaders``) reads the directories
    /// ahead of where the walk is, so the walk mostly finds a directory already read.
    ///
    /// - Complexity: O(*n*) in the entries under the roots; memory in the directories read
    ///   ahead (at most ``DirectoryReaders/readAhead`` of them) and the depth of the tree.
    public func walk(_ emit: ([UInt8]) -> Bool) {
        walk(details: { path, _ in emit(path) })
    }

    /// What `details` gives of an entry: its size in bytes and when it was last modified
    /// (seconds since 1970), of the file a followed link leads to.
    public struct Details: Hashable, Sendable {
        public var size: Int64
        public var modified: Int
        public var isDirectory: Bool
    }

    /// Calls `emit` with each path found and, with ``Settings/details``, its ``Details``
    /// (nil without, or when it could not be read), as ``walk(_:)`` does.
    public func walk(details emit: ([UInt8], Details?) -> Bool) {
        for root in settings.roots {
            var rootStatus = stat()
            guard stat(root, &rootStatus) == 0, rootStatus.st_mode & S_IFMT == S_IFDIR else { continue }
            let prefix: [UInt8] = root == "." ? [] : Array(root.utf8) + (root.hasSuffix("/") ? [] : [UInt8(ascii: "/")])
            let node = WalkNode(path: Array(root.utf8), shown: prefix, parent: nil)
            let readers = DirectoryReaders(settings: settings)
            defer { readers.stop() }
            guard walk(node, readers: readers, emit) else { return }
        }
    }

    /// Lists the directory `node` and what is under it; false once `emit` asked to stop.
    private func walk(_ node: WalkNode, readers: DirectoryReaders, _ emit: ([UInt8], Details?) -> Bool) -> Bool {
        let entries = readers.take(node)
        for entry in entries {
            let shown = node.shown + entry.name
            if entry.isDirectory {
                if settings.directories, !emit(shown, entry.details) { return false }
                if let child = entry.child, !walk(child, readers: readers, emit) { return false }
            } else if !emit(shown, entry.details) {
                return false
            }
        }
        return true
    }
}
