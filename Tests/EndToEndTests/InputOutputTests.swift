import Foundation
import Testing

/// What cardlist reads and prints in scripts: record formats, file names, messages.
@Suite struct InputOutputTests {
    @Test func prettyPrintedJSONArrayGivesOneCompactObjectPerLine() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let json = "[\n  {\n    \"name\": \"Tea\",\n    \"price\": 3.50,\n    \"note\": \"a\\tb \\u00e9\"\n  },\n  {\"name\": \"Coffee\", \"n\": 1e3}\n]\n"
        let run = try ShellCommand.run("\"$cardlist\" --filter '' --output json menu.json", files: ["menu.json": Array(json.utf8)])
        #expect(run.status == 0)
        #expect(run.output == "{\"name\":\"Tea\",\"price\":3.50,\"note\":\"a\\tb é\"}\n{\"name\":\"Coffee\",\"n\":1e3}\n")
    }

    @Test func read0NameWithANewlineSurvivesPrint0AndXargs() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let script = "printf 'one\\ntwo\\0three\\0' | \"$cardlist\" --read0 --print0 --filter one | xargs -0 printf '[%s]'"
        let run = try ShellCommand.run(script)
        #expect(run.output == "[one\ntwo]")
    }

    @Test func fileNameThatIsNotUTF8Opens() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("name=$(printf 'lat\\351.txt'); printf 'x\\n' > \"$name\"; \"$cardlist\" --filter x \"$name\"")
        #expect(run.status == 0)
        #expect(run.output == "x\n")
    }

    @Test func missingFileNameIsShownSanitised() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --filter x \"$(printf 'no\\351\\033[2J.txt')\"")
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: no\\xE9␛[2J.txt: no such file\n")
    }

    @Test func fieldPathWithEscapeIsShownSanitisedOnStderr() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf '{\"name\":\"a\"}\\n' | \"$cardlist\" --filter a --name-field \"$(printf 'x\\033[2Jy')\"")
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: <stdin>:1:1: record has no 'x␛[2Jy'\n")
    }

    @Test func emptyNameFieldIsRefused() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'a\\n' | \"$cardlist\" --filter a --name-field ''")
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: --name-field needs a field path or column name, not an empty one\n")
    }

    @Test func tsvOnStdinIsDetectedByItsHeader() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'name\\tsummary\\nTea\\tHot\\n' | \"$cardlist\" --filter tea --output json")
        #expect(run.output == "{\"name\":\"Tea\",\"summary\":\"Hot\"}\n")
    }

    @Test func jsonArrayReadAsJSONLinesSaysSo() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf '[\\n {\"name\":\"a\"}\\n]\\n' | \"$cardlist\" --input jsonl --filter a")
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: <stdin>:1:1: this looks like a JSON array; use --input json\n")
    }

    @Test func skipInvalidSaysHowManyRecordsItSkipped() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf '{\"name\":\"a\"}\\n{\"x\":1}\\n{\"name\":\"b\",\"amount\":\"1-2\"}\\n' | \"$cardlist\" --skip-invalid --filter ''")
        #expect(run.output == "a\n")
        #expect(run.stderr == "cardlist: skipped 2 invalid records; the first, <stdin>:2:1: record has no 'name'\n")
    }

    @Test func emptyStringInAJSONArrayIsAnEmptyItemAndTheRestIsRead() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf '[\"a\", \"\", \"b\"]' | \"$cardlist\" --filter '' --output index")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.output == "0\n1\n2\n")
    }

    @Test func headerLinesOfAJSONArrayAreNotItemsAndDoNotCount() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf '[\"NAME\", {\"name\": \"a\"}, \"b\"]' | \"$cardlist\" --header-lines 1 --filter '' --output index")
        #expect(run.stderr == "")
        #expect(run.output == "0\n1\n")
        let printed = try ShellCommand.run("printf '[\"NAME\", {\"name\": \"a\"}, \"b\"]' | \"$cardlist\" --header-lines 1 --print --style line")
        #expect(printed.output == "NAME\na\nb\n")
    }

    @Test func errorsInStandardInputNameItStdin() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf '[\"a\",\n' | \"$cardlist\" --filter a -")
        #expect(run.status == 2)
        #expect(run.stderr == "cardlist: <stdin>:2:1: unexpected end of input, expected a value\n")
    }

    @Test func headerLinesRunOnIntoTheNextInput() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let files = ["one.txt": Array("HEAD\n".utf8), "two.jsonl": Array("{\"name\": \"SECOND\"}\n{\"name\": \"item\"}\n".utf8)]
        let run = try ShellCommand.run("\"$cardlist\" --header-lines 2 --print --style line one.txt two.jsonl", files: files)
        #expect(run.output == "HEAD\nSECOND\nitem\n")
        let index = try ShellCommand.run("\"$cardlist\" --header-lines 2 --filter '' --output index one.txt two.jsonl", files: files)
        #expect(index.output == "0\n")
    }
}
