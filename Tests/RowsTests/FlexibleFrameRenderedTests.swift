import Testing
@testable import Rows

/// A flexible frame lays its part out once to make its canvas; the canvas is the one that
/// measuring it and then drawing it into a canvas of that height gives.
@Suite struct FlexibleFrameRenderedTests {
    /// The part measured, then drawn into a canvas of its height, as any part is rendered.
    private func measuredThenDrawn(_ part: some RowPart, width: Int, environment: RowEnvironment = RowEnvironment()) -> Canvas {
        var canvas = Canvas(width: width, height: part.height(forWidth: width, in: environment))
        part.draw(into: &canvas, in: canvas.bounds, environment: environment)
        return canvas
    }

    /// An item with a picture placeholder on the leading edge and tags on the trailing one,
    /// as the item style draws a record.
    private let slotted = ListItem(Text("Flat white"), subtitle: Text("Velvety milk over a double ristretto, poured thin"))
        .leading(ImagePlaceholder(image: "flat-white.png", boxSize: ImagePlaceholder.smallBoxSize), alignment: .top)
        .trailing(TagRow([Tag(Text("hot")), Tag(Text("milk"))]), alignment: .top)

    /// Selected, in a list's gutter, and plain: the environments an item is drawn in.
    private var environments: [RowEnvironment] {
        var selected = RowEnvironment()
        selected.isSelected = true
        selected.showsSelectionGutter = true
        var gutter = RowEnvironment()
        gutter.showsSelectionGutter = true
        return [RowEnvironment(), gutter, selected]
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

    @Test(arguments: [0, 1, 5, 12, 19, 30, 80, 120])
    func aListItemRendersAsMeasuredThenDrawn(width: Int) {
        for environment in environments {
            #expect(slotted.rendered(width: width, environment: environment)
                == measuredThenDrawn(slotted, width: width, environment: environment), "width \(width)")
            #expect(item.rendered(width: width, environment: environment)
                == measuredThenDrawn(item, width: width, environment: environment), "width \(width)")
        }
    }

    /// A wide title and a wrapped subtitle of wide characters, cut at the frame's edge.
    private let wideTexts = ListItem(Text("抹茶ラテ・ほうじ茶"), subtitle: Text("濃い抹茶と牛乳、氷で冷たく。甘さ控えめ"))
        .leading(ImagePlaceholder(image: "抹茶.png", boxSize: ImagePlaceholder.smallBoxSize), alignment: .top)

    @Test(arguments: [-3, 0, 1, 12, 30, 80, 120])
    func aFrameAroundAnErasedListItemRendersAsMeasuredThenDrawn(width: Int) {
        let frames = [
            FlexibleFrame(AnyRowPart(slotted), minWidth: nil, maxWidth: 80, alignment: .topLeading),
            FlexibleFrame(AnyRowPart(slotted), minWidth: 40, maxWidth: 30, alignment: .center),
            FlexibleFrame(AnyRowPart(slotted), minWidth: 10, maxWidth: 50, alignment: .bottomTrailing),
            FlexibleFrame(AnyRowPart(wideTexts), minWidth: nil, maxWidth: 17, alignment: .topLeading),
            FlexibleFrame(AnyRowPart(wideTexts), minWidth: nil, maxWidth: 80, alignment: .trailing),
        ]
        for frame in frames {
            for environment in environments {
                #expect(frame.rendered(width: width, environment: environment)
                    == measuredThenDrawn(frame, width: width, environment: environment), "width \(width)")
            }
        }
    }

    /// What lets a frame draw a list item without measuring it first.
    @Test func aListItemIsAsWideAsItIsOffered() {
        #expect(slotted.fillsOfferedWidth)
        #expect(AnyRowPart(slotted).fillsOfferedWidth)
        #expect(!AnyRowPart(Text("4.20")).fillsOfferedWidth)
        for width in 0...90 {
            for environment in environments {
                #expect(slotted.size(forWidth: width, in: environment).width == width, "width \(width)")
            }
        }
    }
}
