import Foundation
import Testing

/// cardlist in shell pipelines: stdout carries only the result, byte for byte.
@Suite struct PipelineTests {
    @Test func filterPrintsTheMatchesAndExits0() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'a\\nb\\n' | \"$cardlist\" --filter b")
        #expect(run.status == 0)
        #expect(run.stdout == Array("b\n".utf8))
        #expect(run.stderr == "")
    }

    @Test func filterWithNoMatchPrintsNothingAndExits1() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'a\\nb\\n' | \"$cardlist\" --filter zzz")
        #expect(run.status == 1)
        #expect(run.stdout == [])
        #expect(run.stderr == "")
    }

    @Test func filterKeepsInputOrderOverManyGeneratedItems() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let names = GeneratedCatalog.pseudoWordNames(count: 5000, seed: 99)
        let query = String(names[4321].split(separator: " ")[1])
        let expected = names.filter { $0.localizedCaseInsensitiveContains(query) }
        let run = try ShellCommand.run("cat names.txt | \"$cardlist\" --filter '\(query)'",
                                       files: ["names.txt": Array(names.map { $0 + "\n" }.joined().utf8)])
        #expect(run.status == 0)
        #expect(run.output == expected.map { $0 + "\n" }.joined())
    }

    @Test func filterOutputFormatsOfJSONLines() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let lines = "{\"name\":\"Ada\",  \"user\":{\"login\":\"ada\"}}\n{\"name\": \"Brian\", \"user\": {\"login\": \"bwk\"}, \"n\": 1.50}\n"
        let files = ["people.jsonl": Array(lines.utf8)]
        let json = try ShellCommand.run("\"$cardlist\" --filter brian --output json people.jsonl", files: files)
        #expect(json.output == "{\"name\":\"Brian\",\"user\":{\"login\":\"bwk\"},\"n\":1.50}\n")
        let index = try ShellCommand.run("\"$cardlist\" --filter '' --output index people.jsonl", files: files)
        #expect(index.output == "0\n1\n")
        let login = try ShellCommand.run("\"$cardlist\" --filter bw --name-field user.login people.jsonl", files: files)
        #expect(login.output == "bwk\n")
    }

    @Test func plainLinesGetJSONInCardlistsShape() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'say \"hi\"\\n' | \"$cardlist\" --filter say --output json")
        #expect(run.status == 0)
        #expect(run.output == "{\"name\":\"say \\\"hi\\\"\"}\n" || run.output == "{\"name\": \"say \\\"hi\\\"\"}\n", "\(run.output)")
    }

    @Test func read0AndPrint0KeepMultiLineRecordsWhole() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let input = "printf 'Alpha\\nsum a\\nmore\\0Beta\\nsum b\\0'"
        let names = try ShellCommand.run("\(input) | \"$cardlist\" --read0 --print0 --filter ''")
        // The printed choice is the whole record, byte for byte, as `xargs -0` needs.
        #expect(names.stdout == Array("Alpha\nsum a\nmore\u{0}Beta\nsum b\u{0}".utf8))
        let records = try ShellCommand.run("\(input) | \"$cardlist\" --read0 --print0 --output line --filter 'sum b'")
        #expect(records.stdout == Array("Beta\nsum b\u{0}".utf8))
    }

    @Test func defaultOptionsFromTheEnvironmentComeBeforeTheCommandLine() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'a\\nb\\n' | \"$cardlist\" --filter b", environment: ["CARDLIST_DEFAULT_OPTS": "--output index --print0"])
        #expect(run.stdout == Array("1\u{0}".utf8))
        let overridden = try ShellCommand.run("printf 'a\\nb\\n' | \"$cardlist\" --filter b --output name", environment: ["CARDLIST_DEFAULT_OPTS": "--output index"])
        #expect(overridden.output == "b\n")
    }
}

/// Choosing in the real list from a pipe, with records that span lines.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct InteractivePipelineTests {
    @Test func read0RecordsShowTheirSummaryAndPrint0OutputsTheWholeRecord() throws {
        let pane = try TmuxPane.browsing("--read0 --style card --print0 --output line", width: 40, height: 12,
                                         input: "printf 'Alpha\\nsum a\\nmore\\0Beta\\nsum b\\0'")
        let screen = try pane.waitForStatus("2/2")
        #expect(screen[1].hasPrefix("┃▶Alpha"), "\(Screen.fenced(screen))")
        #expect(screen[2].hasPrefix("┃ sum a"))
        #expect(screen[3].hasPrefix("┃ more"))
        try pane.sendKeys("Down", "Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        #expect(pane.bytes(ofFile: "out") == Array("Beta\nsum b\u{0}".utf8))
    }

    @Test func chosenJSONLinesRecordIsPrintedAsCompactJSON() throws {
        let names = GeneratedCatalog.pseudoWordNames(count: 2000, seed: 11)
        let catalog = GeneratedCatalog.jsonLines(names: names)
        let pane = try TmuxPane.browsing("--output json", files: ["catalog.jsonl": catalog], input: "cat catalog.jsonl")
        try pane.waitForStatus("2000/2000")
        try pane.sendKeys("End", "Up")
        try pane.waitForSelection(names[1998])
        try pane.sendKeys("Enter")
        let result = try ShellRun.result(in: pane)
        #expect(result.status == 0)
        // The generated records are written with a space after each ':' and ','; their
        // names and summaries hold neither, so the compact form drops just those spaces.
        let record = String(decoding: catalog.split(separator: 0x0A)[1998], as: UTF8.self)
        let compact = record.replacingOccurrences(of: "\": ", with: "\":").replacingOccurrences(of: "\", \"", with: "\",\"")
        #expect(pane.bytes(ofFile: "out") == Array(compact.utf8) + [0x0A])
    }
}
