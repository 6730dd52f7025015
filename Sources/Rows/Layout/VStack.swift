/// Parts one above the other, after SwiftUI's `VStack`, aligned horizontally per
/// ``alignment`` with ``spacing`` rows between neighbours.
///
///     VStack(alignment: .leading) {
///         TextPart("THE DARKNESS BLEND").bold()
///         TextPart("Dark chocolate and smoke.")
///     }
///
/// Every part is offered the stack's whole width; the stack is as wide as its widest part.
/// Drawn taller than it measures, its ``Spacer``s share the extra rows.
public struct VStack<Content: RowPart>: RowPart {
    public var content: Content
    public var alignment: HorizontalAlignment
    /// Rows between two neighbouring parts.
    public var spacing: Int

    public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @RowBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = max(0, spacing)
    }

    /// The parts placed in `width` columns and at least `height` rows (spacers grow to
    /// fill), relative to the stack's top-left corner.
    func layout(forWidth width: Int, height: Int = 0, in environment: RowEnvironment) -> (parts: [any RowPart], frames: [Rect], size: Size) {
        let parts = RowGroup.children(of: content)
        guard width > 0, !parts.isEmpty else { return (parts, [], .zero) }
        var sizes = parts.map { part -> Size in
            if let spacer = part as? Spacer { return Size(width: 0, height: spacer.minLength) }
            let size = part.size(forWidth: width, in: environment)
            return Size(width: min(width, max(0, size.width)), height: max(0, size.height))
        }
        let natural = sizes.reduce(0) { $0 + $1.height } + (parts.count - 1) * spacing
        let spacerIndices = parts.indices.filter { parts[$0] is Spacer }
        let extra = max(0, height - natural)
        if extra > 0, !spacerIndices.isEmpty {
            for (number, index) in spacerIndices.enumerated() {
                sizes[index].height += extra / spacerIndices.count + (number < extra % spacerIndices.count ? 1 : 0)
            }
        }
        let stackWidth = sizes.map(\.width).max() ?? 0
        var frames: [Rect] = []
        var y = 0
        for size in sizes {
            frames.append(Rect(x: alignment.offset(forWidth: size.width, in: stackWidth), y: y, width: size.width, height: size.height))
            y += size.height + spacing
        }
        return (parts, frames, Size(width: stackWidth, height: natural))
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        layout(forWidth: width, in: environment).size
    }

    /// Whether its content shows selection itself.
    public var showsSelection: Bool { content.showsSelection }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let layout = layout(forWidth: rect.width, height: rect.height, in: environment)
        for (part, frame) in zip(layout.parts, layout.frames) where !(part is Spacer) {
            // Parts wholly outside the clip cost nothing to skip.
            let target = Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height)
            guard !target.intersection(canvas.clip).isEmpty else { continue }
            part.draw(into: &canvas, in: target, environment: environment)
        }
    }
}

extension VStack where Content == RowGroup {
    /// A stack of parts held in an array.
    init(parts: [any RowPart], alignment: HorizontalAlignment, spacing: Int) {
        self.init(alignment: alignment, spacing: spacing) { RowGroup(parts) }
    }
}
