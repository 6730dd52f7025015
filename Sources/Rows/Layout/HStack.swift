/// Parts side by side, after SwiftUI's `HStack`, aligned vertically per ``alignment`` with
/// ``spacing`` columns between neighbours.
///
///     HStack(alignment: .top, spacing: 2) {
///         VStack(alignment: .leading) { TextPart("Countach").bold(); TextPart("Stone fruit.") }
///         Spacer()
///         ImagePlaceholder(image: "Countach")
///     }
///
/// Columns are shared the way SwiftUI shares them: the part that wants the fewest columns
/// is offered its even share first and takes what it needs, the rest go to the others in
/// turn, and ``Spacer``s take what is left. With a spacer the stack takes every column it
/// is offered; without one it is as wide as its parts. It is as tall as its tallest part.
public struct HStack<Content: RowPart>: RowPart {
    public var content: Content
    public var alignment: VerticalAlignment
    /// Columns between two neighbouring parts.
    public var spacing: Int

    public init(alignment: VerticalAlignment = .center, spacing: Int = 1, @RowBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = max(0, spacing)
    }

    /// Where each part goes at one width.
    struct Layout {
        var parts: [any RowPart] = []
        var frames: [Rect] = []
        var size = Size.zero
    }

    /// The parts placed in `width` columns, relative to the stack's top-left corner.
    ///
    /// - Complexity: two measurements of each part that is not a spacer.
    func layout(forWidth width: Int, in environment: RowEnvironment) -> Layout {
        var layout = Layout()
        layout.parts = RowGroup.children(of: content)
        let count = layout.parts.count
        guard width > 0, count > 0 else { return layout }
        let spacers = layout.parts.map { $0 as? Spacer }
        let gaps = (count - 1) * spacing
        let spacerMinimum = spacers.reduce(0) { $0 + ($1?.minLength ?? 0) }
        var remaining = max(0, width - gaps - spacerMinimum)

        var sizes = Array(repeating: Size.zero, count: count)
        let flexible = layout.parts.indices.filter { spacers[$0] == nil }
        let ideal = flexible.map { layout.parts[$0].size(forWidth: remaining, in: environment) }
        let order = flexible.indices.sorted { (ideal[$0].width, $0) < (ideal[$1].width, $1) }
        for (done, position) in order.enumerated() {
            let index = flexible[position]
            let share = remaining / (order.count - done)
            var size = ideal[position].width <= share ? ideal[position] : layout.parts[index].size(forWidth: share, in: environment)
            size.width = min(max(0, size.width), share)
            sizes[index] = size
            remaining -= size.width
        }

        let spacerIndices = layout.parts.indices.filter { spacers[$0] != nil }
        for (number, index) in spacerIndices.enumerated() {
            let extra = remaining / spacerIndices.count + (number < remaining % spacerIndices.count ? 1 : 0)
            sizes[index] = Size(width: (spacers[index]?.minLength ?? 0) + extra, height: 0)
        }

        let height = sizes.map(\.height).max() ?? 0
        var x = 0
        for size in sizes {
            let y = alignment.offset(forHeight: size.height, in: height)
            layout.frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
        }
        layout.size = Size(width: min(width, max(0, x - spacing)), height: height)
        return layout
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        layout(forWidth: width, in: environment).size
    }

    /// Whether its content shows selection itself.
    public var showsSelection: Bool { content.showsSelection }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let layout = layout(forWidth: rect.width, in: environment)
        for (part, frame) in zip(layout.parts, layout.frames) where !(part is Spacer) {
            part.draw(into: &canvas, in: Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height),
                      environment: environment)
        }
    }
}
