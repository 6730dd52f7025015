import Foundation
import Testing
@testable import CardListCore
@testable import Items

/// `forEachChunk(readAhead: true)` reads on another thread and hands over the same chunks.
@Suite struct ReadAheadTests {
    /// A file holding `bytes` in a fresh directory; the directory is removed by `cleanup`.
    private func file(holding bytes: [UInt8]) throws -> (path: String, cleanup: () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("items.jsonl")
        try Data(bytes).write(to: url)
        return (url.path, { try? FileManager.default.removeItem(at: directory) })
    }

    /// The descriptors this process has open.
    private func openDescriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    @Test func readingAheadGivesTheSameChunksInOrder() throws {
        // More chunks than the ring has slots, so slots are reused while the caller works.
        let bytes = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let (path, cleanup) = try file(holding: bytes)
        defer { cleanup() }
        var read: [UInt8] = []
        var sizes: [Int] = []
        try ChunkedInput(path: path).forEachChunk(size: 256, firstSize: 10, readAhead: true) { chunk in
            sizes.append(chunk.count)
            read.append(contentsOf: chunk)
            if sizes.count % 3 == 0 { usleep(200) }
        }
        #expect(read == bytes)
        #expect(Array(sizes.prefix(3)) == [10, 40, 160])
        #expect(sizes.allSatisfy { $0 <= 256 })
        #expect(sizes.count >= 5_000 / 256)
    }

    @Test func chunkSizesGrowFourfoldUpToTheSize() {
        var limits = [10]
        while limits.last! < 256 { limits.append(ReadAhead.nextLimit(after: limits.last!, upTo: 256)) }
        #expect(limits == [10, 40, 160, 256])
        #expect(ReadAhead.nextLimit(after: 256, upTo: 256) == 256)
        #expect(ReadAhead.nextLimit(after: Int.max / 2, upTo: Int.max) == Int.max)
    }

    @Test func anEmptyFileGivesNoChunk() throws {
        let (path, cleanup) = try file(holding: [])
        defer { cleanup() }
        var calls = 0
        try ChunkedInput(path: path).forEachChunk(size: 64, readAhead: true) { _ in calls += 1 }
        #expect(calls == 0)
    }

    @Test func anErrorFromTheBodyStopsReadingAndClosesTheFile() throws {
        struct Stop: Error {}
        let (path, cleanup) = try file(holding: [UInt8](repeating: 0x61, count: 100_000))
        defer { cleanup() }
        let before = openDescriptorCount()
        var calls = 0
        #expect(throws: Stop.self) {
            try ChunkedInput(path: path).forEachChunk(size: 64, readAhead: true) { _ in
                calls += 1
                if calls == 3 { throw Stop() }
            }
        }
        #expect(calls == 3)
        // The reading thread closes the file once it sees the stop; wait for it (bounded).
        let deadline = ContinuousClock.now + .seconds(10)
        while openDescriptorCount() > before, ContinuousClock.now < deadline { usleep(1_000) }
        #expect(openDescriptorCount() <= before)
    }

    @Test func aMissingFileIsStillAFileError() {
        #expect(throws: ReadError.missingFile("no/such/file.jsonl")) {
            try ChunkedInput(path: "no/such/file.jsonl").forEachChunk(readAhead: true) { _ in }
        }
    }
}
