import Testing
import Rows

/// The SwiftUI names an article reader reached for and first missed: more colour names,
/// `stroke` with a colour, fonts, and `Button`.
@Suite struct SwiftUINamesTests {
    @Test func grayIsTheANSIBrightBlackAndOrangeAPaletteEntry() {
        let canvas = Text("ab").foregroundStyle(.gray).rendered(width: 2)
        #expect(canvas[0, 0].style == Style(foreground: .palette(8)))
        #expect(Text("x").foregroundStyle(.orange).rendered(width: 1)[0, 0].style == Style(foreground: .palette(208)))
    }

    @Test func strokeWithAColourDrawsTheOutlineInIt() {
        let canvas = RoundedRectangle(cornerRadius: 4).stroke(.orange).frame(width: 4).rendered(width: 4)
        expectGrid(canvas, """
            |╭──╮|
            |│  │|
            |╰──╯|
            """)
        #expect(canvas[0, 0].style == Style(foreground: .orange))
        #expect(canvas[3, 1].style == Style(foreground: .orange))
    }

    @Test func strokeWiderThanOneLineDrawsHeavyLines() {
        expectGrid(RoundedRectangle().stroke(.red, lineWidth: 2).frame(width: 4).rendered(width: 4), """
            |┏━━┓|
            |┃  ┃|
            |┗━━┛|
            """)
        let ascii = RowEnvironment().with(\.charset, .ascii)
        expectGrid(RoundedRectangle().stroke(.red, lineWidth: 3).frame(width: 4).rendered(width: 4, environment: ascii), """
            |#==#|
            |#  #|
            |#==#|
            """)
    }

    @Test func anOutlineWithoutStrokeColourStaysDim() {
        #expect(RoundedRectangle().frame(width: 3).rendered(width: 3)[0, 0].style == Style(.dim))
    }

    @Test func titleFontsAreBoldCaptionsDimAndBodyPlain() {
        #expect(Text("T").font(.title).rendered(width: 1)[0, 0].style == Style(.bold))
        #expect(Text("H").font(.headline).rendered(width: 1)[0, 0].style == Style(.bold))
        #expect(Text("c").font(.caption).rendered(width: 1)[0, 0].style == Style(.dim))
        #expect(Text("b").font(.body).rendered(width: 1)[0, 0].style == .plain)
    }

    @Test func aFontOnAStackReachesEveryTextThatHasNoStyleOfItsOwn() {
        let canvas = VStack(alignment: .leading) {
            Text("plain")
            Text("red").foregroundStyle(.red)
        }.font(.headline).rendered(width: 5)
        #expect(canvas[0, 0].style == Style(.bold))
        #expect(canvas[0, 1].style == Style(.bold, foreground: .red))
    }

    @Test func aButtonIsAFramedTitleInItsTint() {
        var pressed = 0
        let button = Button("Route") { pressed += 1 }.tint(.orange)
        let canvas = button.rendered(width: 10)
        expectGrid(canvas, """
            |╭─────╮   |
            |│Route│   |
            |╰─────╯   |
            """)
        #expect(canvas[0, 0].style == Style(foreground: .orange))
        #expect(canvas[1, 1].style == Style(.bold, foreground: .orange))
        button.action()
        #expect(pressed == 1)
    }

    @Test func aButtonIsBlueUnlessTinted() {
        let canvas = Button(action: {}) { Label("Map", icon: .walk) }.rendered(width: 8)
        #expect(canvas[0, 0].style == Style(foreground: .blue))
    }
}
