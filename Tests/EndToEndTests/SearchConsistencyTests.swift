import Foundation
import Testing

/// Every path that matches (`--filter`, `--print --query`, the list) searches and orders
/// alike: one matcher from one set of options, the whole of each field, lengths counted
/// as the text is shown.
@Suite struct SearchConsistencyTests {
    static func run(_ arguments: String, input: [UInt8]) throws -> ShellCommand {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        return try ShellCommand.run("\"$cardlist\" \(arguments) < input.txt", files: ["input.txt": input])
    }

    @Test func printQueryHonoursExact() throws {
        let input = Array("axbxc\nabc\n".utf8)
        let printed = try Self.run("--print --width 20 --query abc --exact", input: input)
        #expect(printed.output == "abc\n")
        let filtered = try Self.run("--filter abc --exact", input: input)
        #expect(filtered.output == "abc\n")
    }

    @Test func printQueryHonoursSearchFields() throws {
        let input = Array("name\tsummary\nTea\tgreen\nCoffee\tblack\n".utf8)
        let printed = try Self.run("--print --width 30 --query green --search name", input: input)
        #expect(printed.status == 1)
        #expect(printed.output == "")
        let filtered = try Self.run("--filter green --search name", input: input)
        #expect(filtered.status == 1)
    }

    @Test func aQueryThatOnlyExcludesKeepsInputOrderWithoutAFinalLineBreak() throws {
        let run = try Self.run("--filter '!zz'", input: Array("ccc\nab".utf8))
        #expect(run.output == "ccc\nab\n")
    }

    @Test func aQueryThatOnlyExcludesKeepsInputOrderOverManyChunks() throws {
        // 50,000 lines of mixed length: the reader hands them over in many chunks.
        let lines = (0..<50_000).map { index in String(repeating: "x", count: 1 + (index * 7919) % 37) + "\(index)" }
        let run = try Self.run("--filter '!zz'", input: Array((lines.joined(separator: "\n") + "\n").utf8))
        let printed = run.output.split(separator: "\n").map(String.init)
        let firstOutOfPlace = zip(printed, lines).enumerated().first { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(printed.count == lines.count)
        #expect(firstOutOfPlace == nil, "line \(firstOutOfPlace ?? 0) is out of input order")
    }
}

/// `--output json` of TSV input keeps every column, mapped to a field or not.
@Suite struct TSVOutputTests {
    @Test func jsonOutputOfTSVKeepsTheColumnsNoFieldOptionMaps() throws {
        let input = Array("name\tversion\tarch\nbash\t5.2\tamd64\n".utf8)
        for options in ["--detail-field version", "", "--no-sort"] {
            let run = try SearchConsistencyTests.run("--filter '' --output json \(options)", input: input)
            #expect(run.output == #"{"name":"bash","version":"5.2","arch":"amd64"}"# + "\n", "\(options)")
        }
        let ranked = try SearchConsistencyTests.run("--filter ba --output json", input: input)
        #expect(ranked.output == #"{"name":"bash","version":"5.2","arch":"amd64"}"# + "\n")
    }
}
