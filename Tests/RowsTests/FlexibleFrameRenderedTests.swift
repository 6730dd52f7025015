import Testing
@testable import Rows

/// A flexible frame lays its part out once to make its canvas; the canvas is the one that
/// measuring it and then drawing it into a canvas of that height gives.
@Suite struct FlexibleFrameRenderedTests {
    /// The part measured, then drawn into a canvas of its height, as any part is rendered.
    private func measuredThenDrawn(_ part: some RowPart, width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: part.height(forWidth: width))
        part.draw(into: &canvas, in: canvas.bounds, environment: RowEnvironment())
        return canvas
    }

    private let item = ListItem(Text("Flat white"), label: Text("Coffee"), subtitle: Text("Velvety milk over a double ristretto"), detail: Text("4.20"))

    @Test(arguments: [0, 1, 7, 12, 20, 30, 45])
    func frameRendersAsMeasuredThenDrawn(width: Int) {
        let frames = [
            FlexibleFrame(item, minWidth: nil, maxWidth: 24, alignment: .topLeading),
            FlexibleFrame(item, minWidth: 10, maxWidth: 30, alignment: .center),
            FlexibleFrame(item, minWidth: nil, maxWidth: .infinity, alignment: .bottomTrailing),
        ]
        for frame in frames {
            #expect(frame.rendered(width: width) == measuredThenDrawn(frame, width: width), "width \(width)")
        }
    }

    @Test func anErasedFrameRendersAsTheFrame() {
        let frame = FlexibleFrame(item, minWidth: nil, maxWidth: 20, alignment: .topLeading)
        let canvas = AnyRowPart(frame).rendered(width: 30)
        #expect(canvas == frame.rendered(width: 30))
        #expect(canvas.width == 30)
        #expect(canvas.lines[0].hasPrefix("COFFEE"))
    }
}
