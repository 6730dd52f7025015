import Foundation
import Glibc
import Testing
@testable import CardListCore
@testable import Items

/// The walker lists what fzf's built-in walker lists when no input is given.
@Suite struct FileWalkerTests {
    /// A tree in a fresh temporary directory, removed afterwards.
    private final class Tree {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-walker-\(UUID().uuidString)").path
        init(files: [String], links: [String: String] = [:]) throws {
            for file in files {
                let path = root + "/" + file
                let directory = file.hasSuffix("/") ? path : (path as NSString).deletingLastPathComponent
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                if file.hasSuffix("/") { continue }
                FileManager.default.createFile(atPath: path, contents: Data())
            }
            for (link, target) in links {
                try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: target)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    private func paths(in tree: Tree, _ settings: FileWalker.Settings = .standard) -> [String] {
        var settings = settings
        settings.roots = [tree.root]
        var found: [String] = []
        FileWalker(settings: settings).walk { path in
            found.append(String(decoding: path, as: UTF8.self))
            return true
        }
        return found.map { String($0.dropFirst(tree.root.count + 1)) }
    }

    private static let files = ["a.txt", ".dot", "sub/b.txt", "sub/.hidden/c", ".git/HEAD", "node_modules/x/y.js", "empty/"]

    @Test func byDefaultFilesHiddenOnesIncludedAndGitAndNodeModulesSkipped() throws {
        let tree = try Tree(files: Self.files)
        #expect(paths(in: tree) == [".dot", "a.txt", "sub/.hidden/c", "sub/b.txt"])
    }

    @Test func dirListsDirectoriesAndWithoutHiddenDotNamesAreLeftOut() throws {
        let tree = try Tree(files: Self.files)
        #expect(paths(in: tree, FileWalker.Settings(walkerWords: "dir")!) == ["empty", "sub"])
        #expect(paths(in: tree, FileWalker.Settings(walkerWords: "file,dir")!) == ["a.txt", "empty", "sub", "sub/b.txt"])
        #expect(paths(in: tree, FileWalker.Settings(walkerWords: "dir,hidden")!) == ["empty", "sub", "sub/.hidden"])
    }

    @Test func linksAreFollowedOnceAndLoopsAndDanglingLinksPassedOver() throws {
        let tree = try Tree(files: ["sub/b.txt"], links: ["linked": "sub", "sub/up": "..", "dangling": "nowhere"])
        #expect(paths(in: tree) == ["linked/b.txt", "sub/b.txt"])
        // Not followed, a link is an entry like a file.
        #expect(paths(in: tree, FileWalker.Settings(walkerWords: "file")!) == ["dangling", "linked", "sub/b.txt", "sub/up"])
    }

    @Test func skippedNamesAndAnUnreadableDirectoryAreNotEntered() throws {
        let tree = try Tree(files: ["keep/a", "drop/b", "locked/c"])
        var settings = FileWalker.Settings.standard
        settings.skipped = ["drop"]
        chmod(tree.root + "/locked", 0)
        defer { chmod(tree.root + "/locked", 0o755) }
        let found = paths(in: tree, settings)
        // Root reads the locked directory all the same.
        #expect(found == (getuid() == 0 ? ["keep/a", "locked/c"] : ["keep/a"]))
    }

    @Test func aNameWithALineBreakIsPassedOver() throws {
        let tree = try Tree(files: ["two\nlines", "caf\u{E9}", "plain"])
        #expect(paths(in: tree) == ["caf\u{E9}", "plain"])
    }

    @Test func theWalkStopsWhenAskedTo() throws {
        let tree = try Tree(files: (0..<50).map { "f\($0)" })
        var settings = FileWalker.Settings.standard
        settings.roots = [tree.root]
        var count = 0
        FileWalker(settings: settings).walk { _ in
            count += 1
            return count < 3
        }
        #expect(count == 3)
    }

    /// The readers run ahead on other threads; the order stays one thread's, depth first
    /// and by name (byte order: `B` before `a`), however the reads interleave.
    @Test func aWideDeepTreeIsListedDepthFirstByNameWhateverTheReadersDo() throws {
        var files: [String] = []
        for top in ["a", "B", "c-d", "c"] {
            for middle in 0..<12 {
                for leaf in 0..<6 { files.append("\(top)/m\(middle)/f\(leaf)") }
                files.append("\(top)/m\(middle)/deep/er/x")
            }
            files.append("\(top)/z")
        }
        let tree = try Tree(files: files)
        // The expected order, made here by sorting the paths' components by their bytes.
        let expected = files.sorted { left, right in
            left.split(separator: "/").map { Array($0.utf8) }.lexicographicallyPrecedes(right.split(separator: "/").map { Array($0.utf8) }) {
                $0.lexicographicallyPrecedes($1)
            }
        }
        for _ in 0..<5 { #expect(paths(in: tree) == expected) }
        var settings = FileWalker.Settings(walkerWords: "dir")!
        settings.roots = [tree.root]
        #expect(paths(in: tree, settings).count == 4 * (1 + 12 * 3))
    }

    @Test func detailsGiveEachEntrysSizeAndModificationTime() throws {
        let tree = try Tree(files: ["sub/f"])
        try Data(count: 5000).write(to: URL(fileURLWithPath: tree.root + "/sub/f"))
        var settings = FileWalker.Settings(walkerWords: "file,dir,details")!
        settings.roots = [tree.root]
        var found: [FileWalker.Details?] = []
        FileWalker(settings: settings).walk(details: { _, details in
            found.append(details)
            return true
        })
        let modified = try #require(found.first??.modified)
        #expect(found == [FileWalker.Details(size: found[0]!.size, modified: modified, isDirectory: true),
                          FileWalker.Details(size: 5000, modified: try #require(found.last??.modified), isDirectory: false)])
    }

    @Test func detailsItemIsOneJSONLineWithThePathEscapedAndTheSizeRounded() throws {
        // The times are local: the expected ones are made in the test's own time zone.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let local = formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000))
        let line = FileWalker.jsonLine(path: Array("a \"b\"\\\u{1}.txt".utf8), details: .init(size: 4300, modified: 1_700_000_000, isDirectory: false))
        #expect(line.map { String(decoding: $0, as: UTF8.self) }
            == #"{"name":"a \"b\"\\\u0001.txt","detail":"4.2 KB  \#(local.prefix(16))","size":4300,"modified":"\#(local)"}"#)
        #expect(FileWalker.jsonLine(path: [0x66, 0xFF], details: nil) == nil)
        #expect([0, 1023, 1024, 10 * 1024 * 1024 - 1, 5 * 1024 * 1024 * 1024].map(FileWalker.byteCount)
            == ["0 B", "1023 B", "1.0 KB", "10 MB", "5.0 GB"])
    }

    @Test func badWalkerWordsAreRefused() {
        #expect(FileWalker.Settings(walkerWords: "file,bogus") == nil)
        #expect(FileWalker.Settings(walkerWords: "") == nil)
    }
}
