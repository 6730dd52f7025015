import Foundation
import Testing

/// A card far taller than the pane is read with the keyboard in the real list (40×12: an
/// 11-line list area; the middle card's summary wraps to dozens of lines).
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserTallCardTests {
    private let files: [String: [UInt8]]

    init() {
        let sentences = (1...40).map { "Sentence \($0) of the tall card." }.joined(separator: " ")
        let json = """
            [{"name": "Alpha", "summary": "short"},
             {"name": "Tall", "summary": "\(sentences) Finis."},
             {"name": "Omega", "summary": "short"}]
            """
        files = ["tall.json": Array(json.utf8)]
    }

    @Test func navigationKeysReadThroughATallCardBeforeMovingOn() throws {
        let pane = try TmuxPane.browsing("--style card tall.json", width: 40, height: 12, files: files)
        try pane.sendKeys("Down")
        let top = try pane.waitForSelection("Tall")
        #expect(Screen.row(of: "▶Tall", in: top) != nil)
        expectMarkersInsideTheFrame(top)

        try pane.sendKeys("Down")
        let inside = try pane.waitFor("the card's top scrolled off") { Screen.row(of: "▶Tall", in: $0) == nil }
        #expect(Screen.status(of: inside).hasPrefix("3/3"), "\(Screen.fenced(inside))")
        #expect(Screen.selectedName(in: inside) == nil, "still inside Tall, whose name is off the screen:\n\(Screen.fenced(inside))")
        #expect(inside[0].contains("▲"), "\(Screen.fenced(inside))")
        expectMarkersInsideTheFrame(inside)

        // Page down through the rest: the end of the card shows before Omega is selected.
        var screen = inside
        var sawTheEnd = false
        for _ in 0..<20 {
            let before = screen
            try pane.sendKeys("NPage")
            screen = try pane.waitFor("the next page") { $0 != before }
            if Screen.selectedName(in: screen) == "Omega" { break }
            expectMarkersInsideTheFrame(screen)
            if screen.contains(where: { $0.contains("Finis.") }) { sawTheEnd = true }
        }
        #expect(sawTheEnd)
        #expect(Screen.selectedName(in: screen) == "Omega", "\(Screen.fenced(screen))")

        // Up from Omega shows the tall card's bottom, then reads upwards inside it.
        try pane.sendKeys("Up")
        let bottom = try pane.waitFor("the tall card's bottom") { Screen.selectedName(in: $0) != "Omega" && $0.contains { $0.contains("Finis.") } }
        #expect(bottom.contains { $0.contains("Finis.") }, "\(Screen.fenced(bottom))")
        try pane.sendKeys("Up")
        let above = try pane.waitFor("reading upwards") { $0 != bottom }
        #expect(Screen.selectedName(in: above) == nil, "still inside Tall:\n\(Screen.fenced(above))")
    }

    /// The `▲` and `▼ more` markers sit inside the card: a frame glyph follows each.
    private func expectMarkersInsideTheFrame(_ screen: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in screen {
            for marker in ["▲", "▼ more"] {
                guard let range = line.range(of: marker) else { continue }
                let after = line[range.upperBound...]
                #expect(after.first.map { "┃│".contains($0) } == true, "'\(marker)' covers the frame: |\(line)|",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
