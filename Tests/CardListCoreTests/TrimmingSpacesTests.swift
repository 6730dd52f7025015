import Foundation
import Testing
@testable import CardListCore
@testable import Items

/// Trimming spaces and tabs at the ends of a field, as Foundation's `.whitespaces` does.
@Suite struct TrimmingSpacesTests {
    @Test func spacesTabsAndUnicodeSpacesGoFromBothEnds() {
        #expect("\u{A0} 12.50\t".trimmingSpaces() == "12.50")
        #expect("\u{3000}tea\u{2003}".trimmingSpaces() == "tea")
    }

    @Test func spacesInsideAndLineBreaksStay() {
        #expect(" green tea ".trimmingSpaces() == "green tea")
        #expect("\nx\n".trimmingSpaces() == "\nx\n")
    }

    @Test func onlySpacesGiveEmptyText() {
        #expect(" \t ".trimmingSpaces() == "")
        #expect("".trimmingSpaces() == "")
    }

    @Test func agreesWithFoundationsWhitespaceSet() {
        let spaces: [UInt32] = Array(0x09...0x0D) + [0x20, 0x85, 0xA0, 0x1680] + Array(0x2000...0x200D)
            + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF]
        for value in spaces {
            let space = String(Unicode.Scalar(value)!)
            let sample = space + "x" + space
            #expect(sample.trimmingSpaces() == sample.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
        }
        let samples = [" a ", "\u{85}b\u{85}", "\u{200B}c\u{200B}", "\u{202F}d\u{205F}", "\u{1680}e\t", "\u{FEFF}f"]
        for sample in samples {
            #expect(sample.trimmingSpaces() == sample.trimmingCharacters(in: .whitespaces), "\(sample.unicodeScalars.map(\.value))")
        }
    }
}
