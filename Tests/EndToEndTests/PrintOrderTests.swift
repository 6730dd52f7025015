import Testing

/// `--print` draws batches of items on two threads; what it prints stays in input order,
/// each item once, whatever the number of batches.
@Suite struct PrintOrderTests {
    /// `count` JSON Lines records named `n00000`, `n00001`, … with a summary to wrap.
    private static func records(_ count: Int) -> [UInt8] {
        let lines = (0..<count).map { index in
            #"{"name": "\#(name(index))", "summary": "A summary long enough to wrap onto a second line at forty columns."}"#
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private static func name(_ index: Int) -> String {
        let digits = String(index)
        return "n" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    @Test(arguments: [1, 255, 256, 257, 513, 2_000])
    func itemsArePrintedOnceEachInInputOrder(count: Int) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --style item --width 40 items.jsonl", files: ["items.jsonl": Self.records(count)])
        #expect(run.status == 0)
        let names = run.output.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("n") && $0.count == 6 }.map(String.init)
        }
        #expect(names == (0..<count).map(Self.name))
        // Each item is its title line and the two lines of its summary.
        #expect(run.output.split(separator: "\n").count == 3 * count)
    }
}
