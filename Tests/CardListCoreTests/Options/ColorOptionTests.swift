import Rows
import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--color` with fzf's colour spec beside `auto|always|never`.
@Suite struct ColorOptionTests {
    @Test func modesStillWork() throws {
        #expect(try Options.parse(["--color", "never"]).color == .never)
        #expect(try Options.parse(["--color=always"]).color == .always)
        #expect(try Options.parse(["--color", "prompt:red"]).color == .auto)
    }

    @Test func specSetsNamesWithEveryColourForm() throws {
        let theme = try Options.parse(["--color", "dark,prompt:red,info:108,border:#ff8700,header:bright-blue:bold,fg+:-1"]).theme
        #expect(theme.prompt == Style(foreground: .red))
        #expect(theme.info == Style(foreground: .palette(108)))
        #expect(theme.border == Style(foreground: .rgb(0xFF, 0x87, 0x00)))
        #expect(theme.header == Style([.bold], foreground: .brightBlue))
        #expect(theme.entries["fg+"] == Style())
    }

    @Test func laterSpecsAddToEarlierOnesAndASchemeStartsAgain() throws {
        let added = try Options.parse(["--color", "prompt:red", "--color", "info:2 header:3"]).theme
        #expect(added.prompt == Style(foreground: .red) && added.info == Style(foreground: .green) && added.header == Style(foreground: .yellow))
        let again = try Options.parse(["--color", "prompt:red,light"]).theme
        #expect(again.prompt == nil)
    }

    @Test func bwSchemeMeansNoColour() throws {
        #expect(try Options.parse(["--color", "bw"]).color == .never)
    }

    @Test func badSpecNamesTheOptionAndTheBadPart() {
        #expect(optionsMessage(["--color", "yes"]) == "--color expects auto, always, never or a colour spec (dark, light, 16, bw, name:colour), got 'yes'")
        #expect(optionsMessage(["--color", "prompt:red,frame:blue"]) == "--color has no colour named 'frame' (fg, bg, hl, fg+, bg+, hl+, info, prompt, pointer, marker, header, border…)")
        #expect(optionsMessage(["--color", "fg:#12345,hl:1"]) == "--color expects a colour name, 0 to 255, #rrggbb or -1, got '#12345' in 'fg:#12345'")
        #expect(optionsMessage(["--color", "info:256"]) == "--color expects a colour name, 0 to 255, #rrggbb or -1, got '256' in 'info:256'")
    }
}
