import Glibc
import Testing
@testable import Terminal

/// The check between a key and its frame for keys typed ahead: it sees bytes waiting
/// without reading them, and never waits.
@Suite struct InputWaitingTests {
    @Test func seesBytesWaitingWithoutTakingThem() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(!TerminalSession.hasInput(on: ends[0]))
        var byte: UInt8 = 0x61
        #expect(write(ends[1], &byte, 1) == 1)
        #expect(TerminalSession.hasInput(on: ends[0]))
        // Still there: the check read nothing.
        #expect(TerminalSession.hasInput(on: ends[0]))
        var readBack: UInt8 = 0
        #expect(read(ends[0], &readBack, 1) == 1 && readBack == 0x61)
        #expect(!TerminalSession.hasInput(on: ends[0]))
    }
}
