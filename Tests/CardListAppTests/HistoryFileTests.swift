import Foundation
import Testing
@testable import cardlist

/// The `--history` file on disk: opened at start, added to at the end.
@Suite struct HistoryFileTests {
    /// A scratch directory of its own, removed at the end of the test.
    private final class Scratch {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-history-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: directory) }
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        func write(_ text: String, to name: String) throws { try text.write(toFile: path(name), atomically: true, encoding: .utf8) }
        func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
    }

    @Test func openingReadsTheQueriesOldestFirst() throws {
        let scratch = try Scratch()
        try scratch.write("latte\nmocha\n", to: "history")
        let opened = try HistoryFile.open(scratch.path("history"), keeping: 1000)
        #expect(opened.entries == ["latte", "mocha"])
    }

    @Test func openingAMissingFileCreatesItEmptyForTheOwnerOnly() throws {
        let scratch = try Scratch()
        let opened = try HistoryFile.open(scratch.path("history"), keeping: 1000)
        #expect(opened.entries == [])
        #expect(try scratch.read("history") == "")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("history"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aDirectoryCannotBeAHistoryFileAndTheErrorNamesIt() throws {
        let scratch = try Scratch()
        let path = scratch.path("folder")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: HistoryError.unusable(path: path, reason: "Is a directory")) {
            try HistoryFile.open(path, keeping: 1000)
        }
        #expect(HistoryError.unusable(path: path, reason: "Is a directory").description.contains("'\(path)'"))
    }

    @Test func aFileInAMissingDirectoryIsAnError() throws {
        let scratch = try Scratch()
        let path = scratch.path("missing/history")
        #expect(throws: HistoryError.unusable(path: path, reason: "No such file or directory")) {
            try HistoryFile.open(path, keeping: 1000)
        }
    }

    @Test func aDeviceIsNotAHistoryFile() {
        // Reading /dev/zero would never end.
        #expect(throws: HistoryError.unusable(path: "/dev/zero", reason: "not a regular file")) {
            try HistoryFile.open("/dev/zero", keeping: 1000)
        }
    }

    @Test func addingWritesTheQueryLast() throws {
        let scratch = try Scratch()
        try scratch.write("latte\n", to: "history")
        let file = try HistoryFile.open(scratch.path("history"), keeping: 1000).file
        try file.add("mocha")
        #expect(try scratch.read("history") == "latte\nmocha\n")
    }

    @Test func addingKeepsQueriesAnotherRunAddedMeanwhile() throws {
        let scratch = try Scratch()
        let first = try HistoryFile.open(scratch.path("history"), keeping: 1000).file
        let second = try HistoryFile.open(scratch.path("history"), keeping: 1000).file
        try second.add("tea")
        try first.add("latte")
        #expect(try scratch.read("history") == "tea\nlatte\n")
    }

    @Test func addingTrimsTheFileToTheHistorySize() throws {
        let scratch = try Scratch()
        try scratch.write((1...5).map { "q\($0)\n" }.joined(), to: "history")
        let file = try HistoryFile.open(scratch.path("history"), keeping: 3).file
        try file.add("q6")
        #expect(try scratch.read("history") == "q4\nq5\nq6\n")
    }

    @Test func addingToAFileThatBecameADirectoryFailsNamingIt() throws {
        let scratch = try Scratch()
        let path = scratch.path("history")
        let file = try HistoryFile.open(path, keeping: 1000).file
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: HistoryError.notWritten(path: path, reason: "Is a directory")) { try file.add("latte") }
    }
}
