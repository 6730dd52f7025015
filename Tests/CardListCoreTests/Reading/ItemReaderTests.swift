import Foundation
import Testing
@testable import CardListCore
@testable import Items

@Suite struct ItemReaderTests {
    /// A fresh directory for one test's files.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsAFileChoosingTheFormatFromItsExtension() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("names.tsv")
        try Data("name\tdetail\nTea\t€2\n".utf8).write(to: file)
        let items = try ItemReader().items(atPath: file.path)
        #expect(items == [Item(name: "Tea", detail: "€2", source: Array("Tea\t€2".utf8), position: 0)])
    }

    @Test func chunksGrowFourfoldFromTheFirstSizeToTheSize() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("items.txt")
        try Data(repeating: UInt8(ascii: "a"), count: 100).write(to: file)
        var sizes: [Int] = []
        try ChunkedInput(path: file.path).forEachChunk(size: 64, firstSize: 10) { sizes.append($0.count) }
        #expect(sizes == [10, 40, 50])
    }

    @Test func missingFileIsAFileError() {
        #expect(throws: ReadError.missingFile("no/such/file.json")) { try ItemReader().items(atPath: "no/such/file.json") }
        #expect(ReadError.missingFile("x.json").description == "x.json: no such file")
    }

    @Test func directoryIsAFileError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: ReadError.isDirectory(directory.path)) { try ItemReader().items(atPath: directory.path) }
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("secret.json")
        try Data("[]".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        #expect {
            try ItemReader().items(atPath: file.path)
        } throws: { error in
            error as? ReadError == .unreadable(file.path, reason: "Permission denied")
        }
    }

    @Test func symlinkLoopIsUnreadableWithTheSystemReason() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loop = directory.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        #expect(throws: ReadError.unreadable(loop, reason: "Too many levels of symbolic links")) {
            try ItemReader().items(atPath: loop)
        }
        #expect(ReadError.unreadable("a", reason: "Permission denied").description == "a: cannot read: Permission denied")
    }

    @Test func inputWithoutItemsIsTheEmptyCase() {
        #expect(throws: ReadError.empty(file: "<stdin>")) { try ItemReader().items(in: Data()) }
        #expect(throws: ReadError.empty(file: "a.json")) { try ItemReader().items(in: Data("[]".utf8), fileName: "a.json") }
        #expect(throws: ReadError.empty(file: "<stdin>")) { try ItemReader(skipInvalid: true).items(in: Data("{\"x\":1}".utf8)) }
    }

    @Test func malformedContentIsAnInputErrorNamingTheFile() {
        #expect(throws: ReadError.input(InputError(file: "m␛.json", line: 1, column: 2, message: "expected a value or ']'"))) {
            try ItemReader().items(in: Data("[,]".utf8), fileName: "m\u{1B}.json")
        }
    }

    @Test func givenFormatWinsOverTheExtension() throws {
        let items = try ItemReader(format: .lines).items(in: Data("[1]\n".utf8), fileName: "x.json")
        #expect(items.map(\.name) == ["[1]"])
    }
}
