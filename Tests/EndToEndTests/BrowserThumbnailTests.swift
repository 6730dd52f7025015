import Foundation
import Testing

/// Cards show their pictures in the image box, in 24-bit colour or the 256-colour palette;
/// bad images and `--no-images` show the placeholder, and the list never waits for a picture.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (make test-deps installs it)"))
struct BrowserThumbnailTests {
    private static let catalog = Array(#"[{"name": "Split", "summary": "Red and blue.", "image": "split.png"}]"#.utf8)

    /// The picture's cells on the card's first content row: the 12 columns of the image box.
    private func imageBoxCells(_ pane: TmuxPane, width: Int = 60) throws -> [TestPicture.Cell] {
        let lines = TestPicture.cells(of: try pane.captureWithEscapes())
        // The box ends two columns before the shadow: frame, padding.
        let right = width - 3
        guard lines.count > 1, lines[1].count >= right else { return [] }  // not drawn yet
        return Array(lines[1][(right - 12)..<right])
    }

    /// Waits until the image box's first row shows colours (the thumbnail arrived).
    private func waitForPicture(_ pane: TmuxPane, width: Int = 60, _ isShown: ([TestPicture.Cell]) -> Bool) throws -> [TestPicture.Cell] {
        var cells: [TestPicture.Cell] = []
        try pane.waitUntil("the thumbnail") {
            cells = try imageBoxCells(pane, width: width)
            return isShown(cells)
        }
        return cells
    }

    /// The colour a cell shows across its width: the background behind a space or a lower
    /// half block's upper half, the foreground of a full block.
    private func colours(_ cell: TestPicture.Cell) -> [String?] {
        [cell.foreground, cell.background]
    }

    @Test func pictureShowsItsColoursWhereTheyAreInTrueColour() throws {
        let pane = try TmuxPane.browsing("catalog.json", width: 60, height: 12,
                                         files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue],
                                         environment: "COLORTERM=truecolor")
        let cells = try waitForPicture(pane) { $0.contains { colours($0).contains("38;2;220;30;30") || colours($0).contains("48;2;220;30;30") } }
        let red = ["38;2;220;30;30", "48;2;220;30;30"], blue = ["38;2;30;30;220", "48;2;30;30;220"]
        #expect(colours(cells[0]).contains { red.contains($0 ?? "") }, "left edge red: \(cells[0])")
        #expect(colours(cells[11]).contains { blue.contains($0 ?? "") }, "right edge blue: \(cells[11])")
        #expect(!cells.prefix(5).contains { colours($0).contains { blue.contains($0 ?? "") } }, "no blue on the left")
        #expect(!cells.suffix(5).contains { colours($0).contains { red.contains($0 ?? "") } }, "no red on the right")
    }

    @Test func pictureUsesThe256PaletteAboveSixteenWithout24BitColour() throws {
        let pane = try TmuxPane.browsing("catalog.json", width: 60, height: 12,
                                         files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue])
        let cells = try waitForPicture(pane) { $0.contains { colours($0).contains { $0?.hasPrefix("48;5;") == true } } }
        let indices = cells.flatMap(colours).compactMap { $0 }.map { $0.split(separator: ";") }
        #expect(!indices.isEmpty && indices.allSatisfy { $0.count == 3 && $0[1] == "5" && Int($0[2])! >= 16 }, "\(indices)")
        #expect(!cells.flatMap(colours).contains { $0?.contains(";2;") == true }, "no 24-bit colour")
        // Red (220, 30, 30) is entry 160 on the left, blue (30, 30, 220) entry 20 on the right.
        #expect(colours(cells[0]).contains { $0 == "48;5;160" || $0 == "38;5;160" }, "\(cells[0])")
        #expect(colours(cells[11]).contains { $0 == "48;5;20" || $0 == "38;5;20" }, "\(cells[11])")
    }

    @Test func badImagesShowThePlaceholderAndTheListStaysUsable() throws {
        let items = ["truncated", "text", "huge", "empty", "missing"].map { #"{"name": "\#($0)", "image": "\#($0).png"}"# }
        let catalog = Array(("[" + items.joined(separator: ",") + #", {"name": "good", "image": "split.png"}]"#).utf8)
        let files: [String: [UInt8]] = [
            "catalog.json": catalog, "split.png": TestPicture.redAndBlue,
            "truncated.png": Array(TestPicture.redAndBlue.prefix(2000)),
            "text.png": Array("just text\n".utf8), "huge.png": TestPicture.hugeHeader, "empty.png": [],
        ]
        let pane = try TmuxPane.browsing("catalog.json", width: 60, height: 50, files: files, environment: "COLORTERM=truecolor")
        // The good one, last, gets its picture; every bad one keeps its caption.
        try pane.waitUntil("the good picture") { try pane.captureWithEscapes().contains("8;2;220;30;30m") }
        let screen = try pane.capture()
        for caption in ["│truncated │", "│   text   │", "│   huge   │", "│  empty   │", "│ missing  │"] {
            #expect(screen.contains { $0.contains(caption) }, "placeholder \(caption)")
        }
        #expect(!screen.contains { $0.contains("│   good   │") })
        try pane.sendKeys("End")
        try pane.waitForSelection("good")
        try pane.sendKeys("Home")
        try pane.waitForSelection("truncated")
    }

    @Test func noImagesKeepsThePlaceholder() throws {
        let pane = try TmuxPane.browsing("--no-images catalog.json", width: 60, height: 12,
                                         files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue],
                                         environment: "COLORTERM=truecolor")
        try pane.sendKeys("Down")  // a few frames go by
        let screen = try pane.waitFor("the placeholder") { $0.contains { $0.contains("│  split   │") } }
        #expect(screen.contains { $0.contains("│  split   │") })
        #expect(!(try pane.captureWithEscapes()).contains("38;2;220;30;30"))
    }

    @Test func eightColourTerminalKeepsThePlaceholder() throws {
        let catalog = Array(#"[{"name": "Split", "image": "split.png"}, {"name": "Other", "image": "split.png"}]"#.utf8)
        let pane = try TmuxPane.browsing("catalog.json", width: 60, height: 20,
                                         files: ["catalog.json": catalog, "split.png": TestPicture.redAndBlue],
                                         environment: "TERM=screen")
        // A few frames later (a key there and back) the caption is still there, uncoloured.
        try pane.sendKeys("Down")
        try pane.waitForSelection("Other")
        try pane.sendKeys("Up")
        let screen = try pane.waitForSelection("Split")
        #expect(screen.contains { $0.contains("│  split   │") })
        #expect(!(try pane.captureWithEscapes()).contains("48;5;"))
    }

    @Test func imageDirIsWhereRelativePathsStart() throws {
        let script = "mkdir pictures && mv split.png pictures/ && \(TmuxPane.cardlist) --image-dir pictures catalog.json"
        let pane = try TmuxPane(width: 60, height: 12, files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue],
                                script: "export COLORTERM=truecolor; " + script)
        _ = try waitForPicture(pane) { $0.contains { colours($0).contains("48;2;220;30;30") || colours($0).contains("38;2;220;30;30") } }
    }

    @Test func pathsStartFromTheCatalogFilesFolder() throws {
        let script = "mkdir sub && mv catalog.json split.png sub/ && \(TmuxPane.cardlist) sub/catalog.json"
        let pane = try TmuxPane(width: 60, height: 12, files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue],
                                script: "export COLORTERM=truecolor; " + script)
        _ = try waitForPicture(pane) { $0.contains { colours($0).contains("48;2;220;30;30") || colours($0).contains("38;2;220;30;30") } }
    }

    @Test func itemsOnStdinTakePathsFromTheWorkingDirectory() throws {
        let pane = try TmuxPane(width: 60, height: 12, files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue],
                                script: "export COLORTERM=truecolor; cat catalog.json | \(TmuxPane.cardlist)")
        _ = try waitForPicture(pane) { $0.contains { colours($0).contains("48;2;220;30;30") || colours($0).contains("38;2;220;30;30") } }
    }

    @Test func printWithColourWritesThePictureIn24BitColour() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --color always --width 60 catalog.json",
                                       files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue])
        #expect(run.status == 0)
        #expect(run.output.contains("8;2;220;30;30m"))
        #expect(run.output.contains("8;2;30;30;220m"))
        #expect(!run.output.contains("split"))
    }

    @Test func printWithoutColourKeepsThePlaceholder() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let run = try ShellCommand.run("\"$cardlist\" --print --color never --width 60 catalog.json",
                                       files: ["catalog.json": Self.catalog, "split.png": TestPicture.redAndBlue])
        #expect(run.status == 0)
        #expect(run.output.contains("│  split   │"))
        #expect(!run.stdout.contains(0x1B))
    }
}
