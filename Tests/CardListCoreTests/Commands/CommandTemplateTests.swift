import Glibc
import Testing
@testable import CardListCore
@testable import Items

/// Commands filled in with fzf's placeholders, run by a real `sh`: every value reaches the
/// command as the exact bytes it holds, and nothing in an item ever runs.
@Suite struct CommandTemplateTests {
    /// What `sh -c command` writes to stdout.
    private func run(_ command: [UInt8]) -> [UInt8] {
        let pointer = popen(command.map { CChar(bitPattern: $0) } + [0], "r")!
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pointer)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        pclose(pointer)
        return output
    }

    /// The bytes `template` hands to `printf '%s\n'` for each word, run by `sh`.
    private func words(_ template: String, _ input: CommandInput) -> [UInt8] {
        run(Array("printf '%s|' ".utf8) + CommandTemplate(template).expanded(with: input) { _ in nil })
    }

    private func input(_ line: [UInt8], index: Int = 0, query: String = "", delimiter: FieldDelimiter = .blanks) -> CommandInput {
        let item = Item(name: String(decoding: line, as: UTF8.self), source: line)
        return CommandInput(current: CommandItem(item: item, index: index), query: query, delimiter: delimiter)
    }

    private static let hostileLines: [[UInt8]] = [
        Array("it's \"quoted\"".utf8),
        Array("$(touch pwned) `touch pwned`; touch pwned && rm -rf x | y > z".utf8),
        Array("'; touch pwned; echo '".utf8),
        Array("line one\nline two\n".utf8),
        [0x66, 0xFF, 0xFE, 0xC3, 0x28, 0x27, 0x5C],
        Array("\\' \\\\ $HOME * ?".utf8),
        [],
    ]

    @Test(arguments: hostileLines)
    func theItemReachesTheCommandAsItsExactBytes(line: [UInt8]) {
        #expect(words("{}", input(line)) == line + Array("|".utf8))
    }

    @Test func nothingInAHostileItemRuns() throws {
        let directory = String(cString: mkdtemp(strdup("/tmp/cardlist-template-XXXXXX"))!)
        defer { _ = run(Array("rm -rf '\(directory)'".utf8)) }
        for line in Self.hostileLines {
            let template = CommandTemplate("cd '\(directory)' && echo {} {q} {1} {+} {..} > /dev/null")
            var input = input(line, query: String(decoding: line, as: UTF8.self))
            input.marked = [input.current!, input.current!]
            _ = run(template.expanded(with: input) { _ in nil })
        }
        #expect(access(directory + "/pwned", F_OK) != 0)
    }

    @Test func fieldsAreTakenByTheDelimiterWithoutSpaceAround() {
        let line = Array("src/main.swift:42:  let x = 1".utf8)
        #expect(words("{1} {2} {-1} {2..}", input(line, delimiter: FieldDelimiter(":"))) == Array("src/main.swift|42|let x = 1|42:  let x = 1|".utf8))
        #expect(words("{s3}", input(line, delimiter: FieldDelimiter(":"))) == Array("  let x = 1|".utf8))
        #expect(words("{2} {5}", input(Array("  a  b c ".utf8))) == Array("b||".utf8))
    }

    @Test func queryAndIndexAreWords() {
        #expect(words("{q} {n}", input(Array("x".utf8), index: 41, query: "it's $(q)")) == Array("it's $(q)|41|".utf8))
    }

    @Test func plusTakesTheMarkedItemsOrElseTheCurrentOne() {
        var value = input(Array("cur rent".utf8), index: 3)
        #expect(words("{+} {+n}", value) == Array("cur rent|3|".utf8))
        value.marked = [CommandItem(item: Item(name: "a 1", source: Array("a 1".utf8)), index: 7),
                        CommandItem(item: Item(name: "b'2", source: Array("b'2".utf8)), index: 9)]
        #expect(words("{+} {+n} {+1}", value) == Array("a 1|b'2|7|9|a|b'2|".utf8))
        #expect(words("{}", value) == Array("cur rent|".utf8))
    }

    @Test func fileHoldsTheItemAndItsPathIsQuoted() {
        var stored: [UInt8] = []
        let template = CommandTemplate("cat {f}")
        let command = template.expanded(with: input(Array("a\nb'$(x)".utf8))) { bytes in
            stored = bytes
            return "/dev/null/it's here"
        }
        #expect(stored == Array("a\nb'$(x)\n".utf8))
        #expect(String(decoding: command, as: UTF8.self) == "cat '/dev/null/it'\\''s here'")
    }

    @Test func namedFieldsComeFromTheJSONRecordOrTheItem() {
        let source = Array(#"{"name":"octo","user":{"login":"it's me"},"tags":["a","b"]}"#.utf8)
        let item = Item(name: "octo", summary: "$(sum)", source: source)
        let value = CommandInput(current: CommandItem(item: item, index: 0, format: .jsonl))
        #expect(words("{.user.login} {.summary} {.tags.1} {.missing}", value) == Array("it's me|$(sum)|b||".utf8))
    }

    @Test func escapedAndUnknownBracesAreText() {
        #expect(words("\\{} {x} {", input(Array("i".utf8))) == Array("{}|{x}|{|".utf8))
    }

    @Test func onlyAQueryPlaceholderNeedsNoItem() {
        #expect(!CommandTemplate("echo {q} {x}").needsItem)
        #expect(CommandTemplate("echo {n}").needsItem)
        #expect(words("{} {q}", CommandInput(current: nil, query: "q")) == Array("|q|".utf8))
    }
}
