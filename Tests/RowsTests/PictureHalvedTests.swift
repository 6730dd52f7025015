import Testing
@testable import Rows

/// A list item's thumbnail: the card's picture at half its size, colours averaged.
@Suite struct PictureHalvedTests {
    private func cell(_ symbol: Unicode.Scalar, _ foreground: Color?, _ background: Color?) -> Picture.Cell {
        Picture.Cell(symbol: symbol, foreground: foreground, background: background)
    }

    @Test func twoByTwoCellsBecomeOneHalfBlockWithTheUpperAndLowerAverages() {
        let red = Color.rgb(200, 0, 0), blue = Color.rgb(0, 0, 200)
        let picture = Picture(width: 2, height: 2, cells: [
            cell("\u{2580}", red, red), cell("\u{2588}", red, nil),
            cell(" ", nil, blue), cell("\u{2584}", blue, .rgb(0, 0, 100)),
        ])
        let half = picture.halved()
        #expect(half.width == 1 && half.height == 1)
        #expect(half[0, 0] == cell("\u{2580}", red, .rgb(0, 0, 175)), "blue, blue, blue and dark blue")
    }

    @Test func oddSizesRoundUpAndTheLastRowShowsItselfInBothHalves() {
        let green = Color.rgb(0, 100, 0)
        let picture = Picture(width: 3, height: 3, cells: Array(repeating: cell("\u{2588}", green, nil), count: 9))
        let half = picture.halved()
        #expect(half.width == 2 && half.height == 2)
        #expect(half.cells.allSatisfy { $0 == cell("\u{2580}", green, green) })
    }

    @Test func paletteColoursKeepTheFirst() {
        let picture = Picture(width: 2, height: 1, cells: [cell(" ", nil, .palette(30)), cell(" ", nil, .palette(200))])
        #expect(picture.halved()[0, 0].foreground == .palette(30))
    }
}
