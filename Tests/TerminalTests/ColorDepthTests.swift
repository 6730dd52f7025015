import Rows
import Testing
@testable import Terminal

@Suite struct ColorDepthTests {
    @Test func depthFollowsTheNumberOfColorsTheTerminalReports() {
        #expect(ColorDepth(colors: 0) == .none)
        #expect(ColorDepth(colors: 2) == .none)
        #expect(ColorDepth(colors: 8) == .ansi8)
        #expect(ColorDepth(colors: 16) == .ansi16)
        #expect(ColorDepth(colors: 88) == .ansi16)
        #expect(ColorDepth(colors: 256) == .palette256)
        #expect(ColorDepth(colors: 16_777_216) == .direct)
    }

    @Test func unsetColorIsTheTerminalDefault() {
        #expect(ColorDepth.palette256.number(for: nil) == -1)
        #expect(ColorDepth.ansi8.number(for: nil) == -1)
    }

    @Test func monochromeDropsEveryColor() {
        #expect(ColorDepth.none.number(for: .red) == -1)
        #expect(ColorDepth.none.number(for: .rgb(255, 0, 0)) == -1)
    }

    @Test func paletteColorsPassThroughOn256Colors() {
        #expect(ColorDepth.palette256.number(for: .palette(208)) == 208)
        #expect(ColorDepth.palette256.number(for: .brightCyan) == 14)
    }

    @Test func rgbGoesToTheNearestCubeOrGreyEntry() {
        #expect(ColorDepth.palette256.number(for: .rgb(255, 135, 0)) == 208)
        #expect(ColorDepth.palette256.number(for: .rgb(0, 0, 0)) == 16)
        #expect(ColorDepth.palette256.number(for: .rgb(255, 255, 255)) == 231)
        #expect(ColorDepth.palette256.number(for: .rgb(128, 128, 128)) == 244)
    }

    @Test func sixteenColorsKeepBrightAnsiAndMapTheRestToTheNearest() {
        #expect(ColorDepth.ansi16.number(for: .brightRed) == 9)
        #expect(ColorDepth.ansi16.number(for: .palette(196)) == 9)
        #expect(ColorDepth.ansi16.number(for: .rgb(0, 0, 0)) == 0)
    }

    @Test func eightColorsMapBrightColorsToTheNearestOfEight() {
        #expect(ColorDepth.ansi8.number(for: .brightRed) == 1)
        #expect(ColorDepth.ansi8.number(for: .brightBlack) == 7)
        #expect(ColorDepth.ansi8.number(for: .rgb(255, 135, 0)) == 3)
        #expect(ColorDepth.ansi8.number(for: .cyan) == 6)
    }
}
