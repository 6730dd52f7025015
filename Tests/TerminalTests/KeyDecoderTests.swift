import CNcursesw
import InputEvents
import Testing
@testable import Terminal

@Suite struct KeyDecoderTests {
    @Test func controlCharactersBecomeNamedKeys() {
        #expect(KeyDecoder.key(forCharacter: 9) == .tab)
        #expect(KeyDecoder.key(forCharacter: 13) == .enter)
        #expect(KeyDecoder.key(forCharacter: 27) == .escape)
        #expect(KeyDecoder.key(forCharacter: 127) == .backspace)
        #expect(KeyDecoder.key(forCharacter: 8) == .backspace)
    }

    @Test func controlLettersBecomeLowerCaseControlKeys() {
        #expect(KeyDecoder.key(forCharacter: 1) == .control("a"))
        #expect(KeyDecoder.key(forCharacter: 3) == .control("c"))
        #expect(KeyDecoder.key(forCharacter: 10) == .control("j"))
        #expect(KeyDecoder.key(forCharacter: 11) == .control("k"))
        #expect(KeyDecoder.key(forCharacter: 21) == .control("u"))
        #expect(KeyDecoder.key(forCharacter: 26) == .control("z"))
    }

    @Test func otherControlCharactersAreIgnored() {
        #expect(KeyDecoder.key(forCharacter: 0) == nil)
        #expect(KeyDecoder.key(forCharacter: 28) == nil)
        #expect(KeyDecoder.key(forCharacter: 0x85) == nil)
    }

    @Test func printableCharactersArriveAsThemselves() {
        #expect(KeyDecoder.key(forCharacter: 0x61) == .character("a"))
        #expect(KeyDecoder.key(forCharacter: 0x20) == .character(" "))
        #expect(KeyDecoder.key(forCharacter: 0xE9) == .character("é"))
        #expect(KeyDecoder.key(forCharacter: 0x65E5) == .character("日"))
        #expect(KeyDecoder.key(forCharacter: 0x1F44D) == .character("👍"))
    }

    @Test func cursesKeyCodesBecomeKeys() {
        #expect(KeyDecoder.key(forKeyCode: KEY_UP) == .up)
        #expect(KeyDecoder.key(forKeyCode: KEY_NPAGE) == .pageDown)
        #expect(KeyDecoder.key(forKeyCode: KEY_HOME) == .home)
        #expect(KeyDecoder.key(forKeyCode: KEY_ENTER) == .enter)
        #expect(KeyDecoder.key(forKeyCode: KEY_BACKSPACE) == .backspace)
        #expect(KeyDecoder.key(forKeyCode: KEY_DC) == .delete)
        #expect(KeyDecoder.key(forKeyCode: KEY_BTAB) == .backTab)
        #expect(KeyDecoder.key(forKeyCode: KEY_F0 + 1) == .function(1))
        #expect(KeyDecoder.key(forKeyCode: KEY_F0 + 12) == .function(12))
        #expect(KeyDecoder.key(forKeyCode: KEY_F0 + 13) == nil)
    }
}

/// The terminal library's codes for Shift with the arrows.
@Suite struct KeyDecoderShiftArrowTests {
    @Test func shiftedArrowCodesBecomeShiftArrowKeys() {
        #expect(KeyDecoder.key(forKeyCode: KEY_SR) == .shiftUp)
        #expect(KeyDecoder.key(forKeyCode: KEY_SF) == .shiftDown)
        #expect(KeyDecoder.key(forKeyCode: KEY_SLEFT) == .shiftLeft)
        #expect(KeyDecoder.key(forKeyCode: KEY_SRIGHT) == .shiftRight)
    }
}
