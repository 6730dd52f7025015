import Foundation
import Testing

/// Typed queries highlight what they matched in tags too, as the terminal shows it.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct SearchHighlightTests {
    static let catalog = Array(#"[{"name": "Flat white", "summary": "Velvety.", "tags": ["oat", "milk"]}, {"name": "Espresso"}]"#.utf8)

    /// Whether each character of `text` is underlined, on the first screen line that also
    /// holds `anchor`, from a `capture-pane -e` dump (the SGR sequences in force there).
    static func underlinedCharacters(of text: String, onLineWith anchor: String, in dump: String) -> [Bool]? {
        for line in dump.split(separator: "\n") where line.contains(text) && line.contains(anchor) {
            var underlined = false
            var marks: [Bool] = []
            var plain = ""
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == "\u{1B}", let end = line[index...].firstIndex(of: "m") {
                    let parameters = line[line.index(index, offsetBy: 2)..<end].split(separator: ";")
                    if parameters.isEmpty || parameters.contains("0") { underlined = false }
                    if parameters.contains("4") { underlined = true }
                    if parameters.contains("24") { underlined = false }
                    index = line.index(after: end)
                    continue
                }
                plain.append(line[index])
                marks.append(underlined)
                index = line.index(after: index)
            }
            guard let range = plain.range(of: text) else { continue }
            let start = plain.distance(from: plain.startIndex, to: range.lowerBound)
            return Array(marks[start..<start + text.count])
        }
        return nil
    }

    @Test func typingATagsWordUnderlinesItInTheCard() throws {
        let pane = try TmuxPane.browsing("--style card --no-images cards.json", width: 40, height: 12, files: ["cards.json": Self.catalog])
        defer { pane.close() }
        try pane.type("/milk")
        let screen = try pane.waitForStatus("1/2")
        #expect(screen.contains { $0.contains("│milk│") })
        let dump = try pane.captureWithEscapes()
        #expect(Self.underlinedCharacters(of: "milk", onLineWith: "oat", in: dump) == [true, true, true, true], "\(dump.debugDescription)")
        #expect(Self.underlinedCharacters(of: "oat", onLineWith: "milk", in: dump) == [false, false, false])
    }
}
