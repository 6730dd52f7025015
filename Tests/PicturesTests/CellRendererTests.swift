import Rows
import Testing
@testable import Pictures

/// Pixels become cells: fitted with their proportions, shrunk in linear light, colours where
/// they are in the picture.
@Suite struct CellRendererTests {
    @Test func fineCheckerboardShrinksToTheGreyItLooksLikeInLinearLight() {
        // Half black, half white is 50% light: sRGB 188, not the 128 an sRGB average gives.
        let scaled = LinearScaler.scaled(Fixtures.checkerboard(width: 48, height: 24), width: 8, height: 4)
        #expect(Set(scaled.rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)) == [188])
    }

    @Test func shrinkingKeepsTransparentPixelsOutOfTheColour() {
        let image = Fixtures.pixels(width: 2, height: 1) { x, _ in x == 0 ? (255, 0, 0, 255) : (0, 0, 255, 0) }
        let scaled = LinearScaler.scaled(image, width: 1, height: 1)
        #expect(scaled.rgba == [255, 0, 0, 128])
    }

    @Test func widePictureFillsTheWidthAndIsCentredVertically() {
        #expect(CellRenderer.fit(imageWidth: 400, imageHeight: 100, columns: 12, rows: 5) == (12, 2))
        let picture = CellRenderer().picture(of: Fixtures.solid(width: 400, height: 100, 250, 0, 0), columns: 12, rows: 5)
        let rowsWithColour = (0..<5).filter { y in (0..<12).contains { picture[$0, y].background != nil || picture[$0, y].foreground != nil } }
        #expect(rowsWithColour == [1, 2])
    }

    @Test func tallPictureFillsTheHeightAndIsCentredHorizontally() {
        #expect(CellRenderer.fit(imageWidth: 100, imageHeight: 400, columns: 12, rows: 5) == (3, 5))
        let picture = CellRenderer().picture(of: Fixtures.solid(width: 100, height: 400, 250, 0, 0), columns: 12, rows: 5)
        let columnsWithColour = (0..<12).filter { x in (0..<5).contains { picture[x, $0].background != nil } }
        #expect(columnsWithColour == [4, 5, 6])
    }

    @Test func coloursAreWhereTheyAreInThePicture() {
        // Left half red, right half blue.
        let image = Fixtures.pixels(width: 40, height: 20) { x, _ in x < 20 ? (220, 20, 20, 255) : (20, 20, 220, 255) }
        let picture = CellRenderer().picture(of: image, columns: 4, rows: 1)
        for y in 0..<1 {
            #expect(shown(picture[0, y]) == .rgb(220, 20, 20))
            #expect(shown(picture[3, y]) == .rgb(20, 20, 220))
        }
    }

    /// The one colour a cell shows: its background behind a space, its foreground in a full block.
    private func shown(_ cell: Picture.Cell) -> Color? {
        switch cell.symbol {
        case " ": cell.background
        case "\u{2588}": cell.foreground
        default: nil
        }
    }

    @Test func palette256UsesOnlyEntriesAboveTheSixteenThemedColours() {
        let picture = CellRenderer(colors: .palette256).picture(of: Fixtures.gradient(), columns: 8, rows: 2)
        let indices = picture.cells.flatMap { [$0.foreground, $0.background] }.compactMap { color -> UInt8? in
            guard case let .palette(index)? = color else { return nil }
            return index
        }
        #expect(!indices.isEmpty && indices.allSatisfy { $0 >= 16 })
        #expect(!picture.cells.contains { if case .rgb? = $0.background { true } else { false } })
    }

    @Test func sameInputGivesTheSameCellsEveryTime() {
        let first = CellRenderer(symbols: .sextant).picture(of: Fixtures.transparentDisc(), columns: 8, rows: 3)
        let second = CellRenderer(symbols: .sextant).picture(of: Fixtures.transparentDisc(), columns: 8, rows: 3)
        #expect(first == second)
    }
}
