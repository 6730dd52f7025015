import Foundation
import Rows
import Testing

/// `--print`: every item rendered to stdout at a width, no terminal needed.
@Suite struct PrintModeTests {
    /// Items no one here wrote: mixed scripts, emoji sequences, escape sequences and other
    /// controls, bidi overrides, a 2,000-character summary and a long unbroken word.
    static func awkwardCatalog() throws -> [UInt8] {
        var random = SplitMix64(seed: 2026)
        let longSummary = (0..<400).map { _ in random.word() }.joined(separator: " ").prefix(2000)
        let items: [[String: Any]] = [
            ["name": "Ελληνικά και русский текст", "summary": "Αλφάβητο и кириллица смешаны в одной строке, с ударениями: ά έ ή ί ό ύ ώ."],
            ["name": "中文名称很长很长很长很长很长很长很长很长很长很长很长", "summary": "全角文字は二列を占めます。한국어도 마찬가지입니다. 日本語のテキストを折り返す。"],
            ["name": "עברית وعربي mixed", "summary": "\u{202E}reversed by an override\u{202C} and an isolate \u{2066}inside\u{2069}"],
            ["name": "Emoji 👩‍👩‍👧‍👦 ❤️ 🇫🇷 👍🏽 1️⃣", "summary": "Family 👨‍👩‍👧, flags 🇯🇵🇩🇪, skin tones 👋🏿, keycaps #️⃣ and text ☕ all mixed."],
            ["name": "Terminal \u{1B}[31mred\u{1B}[0m \u{1B}]0;title\u{07}", "summary": "Escapes \u{1B}[2J\u{1B}[H clear, \u{9B}31m C1 CSI, tab\there, CR\rhere, NUL-free, bell\u{07}."],
            ["name": "Devanagari हिन्दी and Thai ภาษาไทย", "summary": "Combining marks: e\u{301}\u{302}\u{303}, Z\u{0351}\u{0352}\u{0353}\u{0354}algo, क्षत्रिय, ผู้ใหญ่."],
            ["name": "Zero\u{200B}width\u{200D}joiners\u{FEFF}", "summary": "Soft\u{00AD}hyphen and word\u{2060}joiner."],
            ["name": "Long summary", "summary": String(longSummary)],
            ["name": "Unbroken", "summary": "https://example.invalid/" + String(repeating: "abcdefghij", count: 30)],
            ["name": String(repeating: "Wide名", count: 40)],
        ]
        return [UInt8](try JSONSerialization.data(withJSONObject: items))
    }

    @Test func everyLineFitsTheWidthAndNoEscapeByteIsPrinted() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --width 60 catalog.json", files: ["catalog.json": try Self.awkwardCatalog()])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(!run.stdout.contains(0x1B), "an ESC byte in the output")
        #expect(!run.stdout.contains { $0 < 0x20 && $0 != 0x0A }, "a control byte in the output")
        let output = run.output
        #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "a C1 control in the output")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.hasSuffix("\n"))
        for (number, line) in lines.enumerated() {
            let width = Grapheme.width(of: String(line))
            #expect(width <= 60, "line \(number + 1) is \(width) columns: |\(line)|")
        }
        // Every card is there, its frame as wide as asked (the shadow takes the last column).
        #expect(lines.filter { $0.hasPrefix("╭") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("╭") || $0.hasPrefix("╰") }.allSatisfy { Grapheme.width(of: String($0)) >= 59 })
        #expect(output.contains("␛[31mred␛[0m"))
        #expect(output.contains("<U+202E>"))
    }

    @Test(arguments: [10, 20, 33, 80])
    func everyLineFitsAtOtherWidthsToo(width: Int) throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        for style in ["card", "item", "line"] {
            let run = try ShellCommand.run("\"$cardlist\" --print --style \(style) --width \(width) catalog.json", files: ["catalog.json": try Self.awkwardCatalog()])
            #expect(run.status == 0)
            let lines = run.output.split(separator: "\n")
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(Grapheme.width(of: String(line)) <= width, "\(style) at \(width): |\(line)|")
            }
        }
    }

    @Test func printIsByteForByteTheCardAtThatWidth() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("printf 'name\\tsummary\\nEspresso\\tA short shot\\n' | \"$cardlist\" --print --width 24 --input tsv")
        #expect(run.status == 0)
        #expect(run.output == """
        ╭─────────────────────╮
        │ Espresso            │░
        │ A short shot        │░
        ╰─────────────────────╯░
         ░░░░░░░░░░░░░░░░░░░░░░░

        """)
    }

    @Test func amountsAreFormattedForTheLocaleLangNames() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        // ASCII, so the output is the same whether or not the C library has de_DE installed.
        let script = "printf '{\"name\":\"Savings\",\"amount\":-1234.5,\"currency\":\"EUR\"}\\n' | \"$cardlist\" --print --ascii --style item --width 30"
        let german = try ShellCommand.run(script, environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"])
        #expect(german.output == "Savings          -1.234,50 EUR\n", "\(german.output)")
        let plain = try ShellCommand.run(script)
        #expect(plain.output == "Savings          -1,234.50 EUR\n", "\(plain.output)")
    }

    @Test func asciiPrintUsesOnlyASCII() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --ascii --width 50 catalog.json", files: ["catalog.json": try Self.awkwardCatalog()])
        #expect(run.status == 0)
        let frames = run.output.split(separator: "\n").filter { $0.hasPrefix("+") }
        #expect(frames.allSatisfy { $0.allSatisfy(\.isASCII) }, "\(frames)")
    }
}
