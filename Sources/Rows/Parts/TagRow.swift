/// Tags side by side with a gap between them, wrapping to a new line of tags when the
/// next one does not fit (after SwiftUI's `HStack`, with flow wrapping).
///
///     ╭─────╮ ╭─────╮
///     │🚆 S1│ │🚌 42│
///     ╰─────╯ ╰─────╯
public struct TagRow: RowPart, Hashable, Sendable {
    public var tags: [Tag]
    /// Columns between two tags on a line.
    public var spacing: Int

    public init(_ tags: [Tag], spacing: Int = 1) {
        self.tags = tags
        self.spacing = max(0, spacing)
    }

    /// Where each tag goes: its column, its line of tags and its width.
    struct Placement: Hashable {
        var x: Int
        var line: Int
        var width: Int
    }

    /// The tags placed in `width` columns; a tag with no room is left out.
    ///
    /// - Complexity: O(*n*) in the number of tags.
    func placements(forWidth width: Int, in environment: RowEnvironment) -> [Placement?] {
        var result: [Placement?] = []
        var x = 0, line = 0
        for tag in tags {
            let tagWidth = tag.size(forWidth: width, in: environment).width
            guard tagWidth > 0 else {
                result.append(nil)
                continue
            }
            if x > 0, x + spacing + tagWidth > width {
                line += 1
                x = 0
            }
            let start = x > 0 ? x + spacing : 0
            result.append(Placement(x: start, line: line, width: tagWidth))
            x = start + tagWidth
        }
        return result
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let placed = placements(forWidth: width, in: environment).compactMap { $0 }
        guard let last = placed.last else { return .zero }
        let usedWidth = placed.map { $0.x + $0.width }.max() ?? 0
        return Size(width: usedWidth, height: (last.line + 1) * Tag.height)
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        for (tag, placement) in zip(tags, placements(forWidth: rect.width, in: environment)) {
            guard let placement else { continue }
            let frame = Rect(x: rect.x + placement.x, y: rect.y + placement.line * Tag.height,
                             width: placement.width, height: Tag.height)
            tag.draw(into: &canvas, in: frame, environment: environment)
        }
    }
}
