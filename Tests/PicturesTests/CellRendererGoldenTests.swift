import Rows
import Testing
@testable import Pictures

/// Golden cell grids for drawn fixtures at every symbol set and colour depth: 48×24 pixels
/// into 8×2 cells. A change in chafa, the shrinking or the palette shows up here; to record
/// new grids, print `GoldenGrid.text(of:)` for the failing case and check it by eye.
@Suite struct CellRendererGoldenTests {
    private func expectGrid(_ image: PixelImage, symbols: SymbolSet, colors: PictureColors, _ expected: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let picture = CellRenderer(symbols: symbols, colors: colors).picture(of: image, columns: 8, rows: 2)
        #expect(GoldenGrid.text(of: picture) == expected, sourceLocation: sourceLocation)
    }

    @Test func gradientInHalfBlocksWithTrueColor() {
        expectGrid(Fixtures.gradient(), symbols: .half, colors: .trueColor, """
        |        |
        --/f2000f 000000/d1002f 000000/b1004f 000000/900070 000000/700090 000000/4f00b1 000000/2f00d1 000000/0f00f2
        |        |
        --/f2000f 000000/d1002f 000000/b1004f 000000/900070 000000/700090 000000/4f00b1 000000/2f00d1 000000/0f00f2
        """)
    }

    @Test func gradientInHalfBlocksWithPalette256() {
        expectGrid(Fixtures.gradient(), symbols: .half, colors: .palette256, """
        |        |
        --/p196 p16/p160 p16/p125 p16/p89 p16/p54 p16/p55 p16/p20 p16/p21
        |        |
        --/p196 p16/p160 p16/p125 p16/p89 p16/p54 p16/p55 p16/p20 p16/p21
        """)
    }

    @Test func gradientInQuadBlocksWithTrueColor() {
        expectGrid(Fixtures.gradient(), symbols: .quad, colors: .trueColor, """
        |▗▘▗▗▗▗▗▘|
        e90016/f4000b d90026/ce0031 a80057/b2004c 880077/92006c 670098/71008d 4700b8/5100ad 2600d9/3100ce 1600e9/0b00f4
        |▗▘▗▗▗▗▗▘|
        e90016/f4000b d90026/ce0031 a80057/b2004c 880077/92006c 670098/71008d 4700b8/5100ad 2600d9/3100ce 1600e9/0b00f4
        """)
    }

    @Test func gradientInQuadBlocksWithPalette256() {
        expectGrid(Fixtures.gradient(), symbols: .quad, colors: .palette256, """
        |▗▘▗▗▗▗▗▘|
        p160/p196 p160/p161 p125/p125 p90/p89 p54/p54 p55/p55 p20/p56 p20/p21
        |▗▘▗▗▗▗▗▘|
        p160/p196 p160/p161 p125/p125 p90/p89 p54/p54 p55/p55 p20/p56 p20/p21
        """)
    }

    @Test func gradientInSextantBlocksWithTrueColor() {
        expectGrid(Fixtures.gradient(), symbols: .sextant, colors: .trueColor, """
        |▌▌▌▌▌▌▌▌|
        fa0006/e90016 d90026/c90037 b80047/a80057 980067/880077 770088/670098 5700a8/4700b8 3700c9/2600d9 1600e9/0600fa
        |▌▌▌▌▌▌▌▌|
        fa0006/e90016 d90026/c90037 b80047/a80057 980067/880077 770088/670098 5700a8/4700b8 3700c9/2600d9 1600e9/0600fa
        """)
    }

    @Test func gradientInSextantBlocksWithPalette256() {
        expectGrid(Fixtures.gradient(), symbols: .sextant, colors: .palette256, """
        |▌▌▌▌▌▌▌▌|
        p196/p160 p160/p161 p125/p125 p89/p90 p90/p54 p55/p55 p56/p20 p20/p21
        |▌▌▌▌▌▌▌▌|
        p196/p160 p160/p161 p125/p125 p89/p90 p90/p54 p55/p55 p56/p20 p20/p21
        """)
    }

    @Test func checkerboardInHalfBlocksWithTrueColor() {
        expectGrid(Fixtures.checkerboard(square: 3), symbols: .half, colors: .trueColor, """
        |        |
        --/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc
        |        |
        --/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc
        """)
    }

    @Test func checkerboardInHalfBlocksWithPalette256() {
        expectGrid(Fixtures.checkerboard(square: 3), symbols: .half, colors: .palette256, """
        |        |
        --/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250
        |        |
        --/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250
        """)
    }

    @Test func checkerboardInQuadBlocksWithTrueColor() {
        expectGrid(Fixtures.checkerboard(square: 3), symbols: .quad, colors: .trueColor, """
        |        |
        --/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc
        |        |
        --/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc 000000/bcbcbc
        """)
    }

    @Test func checkerboardInQuadBlocksWithPalette256() {
        expectGrid(Fixtures.checkerboard(square: 3), symbols: .quad, colors: .palette256, """
        |        |
        --/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250
        |        |
        --/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250 p16/p250
        """)
    }

    @Test func checkerboardInSextantBlocksWithTrueColor() {
        expectGrid(Fixtures.checkerboard(square: 3), symbols: .sextant, colors: .trueColor, """
        |🬑🬑🬑🬑🬑🬑🬑🬑|
        919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece
        |🬑🬑🬑🬑🬑🬑🬑🬑|
        919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece 919191/cecece
        """)
    }

    @Test func checkerboardInSextantBlocksWithPalette256() {
        expectGrid(Fixtures.checkerboard(square: 3), symbols: .sextant, colors: .palette256, """
        |🬑🬑🬑🬑🬑🬑🬑🬑|
        p246/p252 p246/p252 p246/p252 p246/p252 p246/p252 p246/p252 p246/p252 p246/p252
        |🬑🬑🬑🬑🬑🬑🬑🬑|
        p246/p252 p246/p252 p246/p252 p246/p252 p246/p252 p246/p252 p246/p252 p246/p252
        """)
    }

    @Test func transparencyInHalfBlocksWithTrueColor() {
        expectGrid(Fixtures.transparentDisc(), symbols: .half, colors: .trueColor, """
        | ▄▄  ▄▄ |
        --/-- 1ec83c/-- 1ec83c/-- 1ec83c/1ec83c 1ec83c/1ec83c 1ec83c/-- 1ec83c/-- 1ec83c/--
        | ▄▄  ▄▄ |
        --/-- --/1ec83c --/1ec83c 000000/1ec83c 000000/1ec83c --/1ec83c --/1ec83c 000000/--
        """)
    }

    @Test func transparencyInHalfBlocksWithPalette256() {
        expectGrid(Fixtures.transparentDisc(), symbols: .half, colors: .palette256, """
        | ▄▄  ▄▄ |
        --/-- p41/-- p41/-- p41/p41 p41/p41 p41/-- p41/-- p41/--
        | ▄▄  ▄▄ |
        --/-- --/p41 --/p41 p16/p41 p16/p41 --/p41 --/p41 p16/--
        """)
    }

    @Test func transparencyInQuadBlocksWithTrueColor() {
        expectGrid(Fixtures.transparentDisc(), symbols: .quad, colors: .trueColor, """
        | ▀▀  ▀▀ |
        --/-- --/1ec83c --/1ec83c 000000/1ec83c 000000/1ec83c --/1ec83c --/1ec83c 000000/--
        | ▀▀  ▀▀ |
        --/-- 1ec83c/-- 1ec83c/-- 1ec83c/1ec83c 1ec83c/1ec83c 1ec83c/-- 1ec83c/-- 1ec83c/--
        """)
    }

    @Test func transparencyInQuadBlocksWithPalette256() {
        expectGrid(Fixtures.transparentDisc(), symbols: .quad, colors: .palette256, """
        | ▀▀  ▀▀ |
        --/-- --/p41 --/p41 p16/p41 p16/p41 --/p41 --/p41 p16/--
        | ▀▀  ▀▀ |
        --/-- p41/-- p41/-- p41/p41 p41/p41 p41/-- p41/-- p41/--
        """)
    }

    @Test func transparencyInSextantBlocksWithTrueColor() {
        expectGrid(Fixtures.transparentDisc(), symbols: .sextant, colors: .trueColor, """
        | 🬆🬂🬂🬂🬂🬱 |
        --/-- --/1aaf34 --/1ec83c --/1ec83c --/1ec83c --/1ec83c 1aaf34/-- 1aaf34/--
        | 🬱🬭🬭🬭🬭🬆 |
        --/-- --/1ec83c --/1ec83c --/1ec83c --/1ec83c --/1ec83c 1ec83c/-- 1ec83c/--
        """)
    }

    @Test func transparencyInSextantBlocksWithPalette256() {
        expectGrid(Fixtures.transparentDisc(), symbols: .sextant, colors: .palette256, """
        | 🬆🬂🬂🬂🬂🬱 |
        --/-- --/p35 --/p41 --/p41 --/p41 --/p41 p35/-- p35/--
        | 🬱🬭🬭🬭🬭🬆 |
        --/-- --/p41 --/p41 --/p41 --/p41 --/p41 p41/-- p41/--
        """)
    }
}
