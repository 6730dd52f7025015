import Testing
@testable import CardListCore
@testable import Items

/// `--preview-window` as fzf writes it, and its `+SCROLL` part.
@Suite struct PreviewWindowTests {
    @Test func partsInAnyOrderSetPositionSizeBorderAndScroll() throws {
        let window = try PreviewWindow(parsing: "up,40%,border-sharp,wrap,+{2}-5,~2")
        #expect(window.position == .up)
        #expect(window.size == .percent(40))
        #expect(window.border == .sharp)
        #expect(window.wraps)
        #expect(window.scroll == PreviewScroll(base: .field(FieldRange(2)), offset: -5))
        #expect(window.headerLines == 2)
    }

    @Test func theDefaultIsTheRightHalfInARoundedBorder() {
        let window = PreviewWindow()
        #expect(window.position == .right && window.size == .percent(50) && window.border == .rounded && !window.wraps && !window.isHidden)
    }

    @Test func oldColonSeparatedFormAndNoborderAndHidden() throws {
        let window = try PreviewWindow(parsing: "left:30:noborder:hidden")
        #expect(window.position == .left && window.size == .cells(30) && window.border == .none && window.isHidden)
    }

    @Test func fzfsOtherPartsAreTaken() throws {
        let window = try PreviewWindow(parsing: "follow,noinfo,cycle,sharp")
        #expect(window.follows && !window.showsInfo && window.border == .sharp)
    }

    @Test func anUnknownPartIsNamed() {
        #expect(throws: PreviewWindow.ParseError(part: "sideways")) { try PreviewWindow(parsing: "right,sideways") }
        #expect(throws: PreviewWindow.ParseError(part: "+{x}")) { try PreviewWindow(parsing: "+{x}") }
    }

    @Test func scrollFromAFieldWithOffsetAndDivisor() {
        let fields: (FieldRange) -> String = { _ in "40" }
        #expect(PreviewScroll(parsing: "+{2}")!.firstLine(fields: fields, height: 10) == 39)
        #expect(PreviewScroll(parsing: "+{2}-5")!.firstLine(fields: fields, height: 10) == 34)
        #expect(PreviewScroll(parsing: "+{2}/2")!.firstLine(fields: fields, height: 10) == 34)
        #expect(PreviewScroll(parsing: "+3")!.firstLine(fields: fields, height: 10) == 2)
        #expect(PreviewScroll(parsing: "+{2}")!.firstLine(fields: { _ in "x" }, height: 10) == 0)
        #expect(PreviewScroll(parsing: "+{2}-5")!.description == "+{2}-5")
    }
}
