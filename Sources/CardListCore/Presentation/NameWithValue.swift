import Rows

/// A card's first line: the name in bold with a short value (an amount, a detail, a time)
/// on the trailing edge; when the value and a few columns of the name do not fit side by
/// side, the value goes on the line below, against the trailing edge, whole rather than
/// broken over lines (`€2.20` in a card 10 columns wide).
///
///     NameWithValue(Text("Espresso"), value: AnyRowPart(Text("€2.20")))
///     // Espresso   €2.20      at 16 columns
///     // Esp…                  at 5 columns
///     // €2.20
struct NameWithValue: RowPart {
    var name: Text
    var value: AnyRowPart

    /// Columns of the name kept beside the value (or all of a shorter name).
    static let minimumNameWidth = 6

    init(_ name: Text, value: AnyRowPart) {
        self.name = name
        self.value = value
    }

    /// Where the value goes at one width.
    private struct Layout {
        var valueFrame: Rect
        var nameWidth: Int
        var height: Int
    }

    private func layout(forWidth width: Int, in environment: RowEnvironment) -> Layout {
        let width = max(0, width)
        let valueSize = value.size(forWidth: width, in: environment)
        let nameWidth = TextLayout.width(of: TextLayout.truncate(name, width: Self.minimumNameWidth + 1, charset: environment.charset))
        let besideWidth = width - valueSize.width - 1
        if besideWidth >= min(nameWidth, Self.minimumNameWidth) {
            return Layout(valueFrame: Rect(x: width - valueSize.width, y: 0, width: valueSize.width, height: valueSize.height),
                          nameWidth: besideWidth, height: max(1, valueSize.height))
        }
        return Layout(valueFrame: Rect(x: max(0, width - valueSize.width), y: 1, width: min(width, valueSize.width), height: valueSize.height),
                      nameWidth: width, height: 1 + valueSize.height)
    }

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: max(0, width), height: layout(forWidth: width, in: environment).height)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let layout = layout(forWidth: rect.width, in: environment)
        canvas.draw(name.withDefault(Style(.bold)), x: rect.x, y: rect.y, maxWidth: layout.nameWidth, charset: environment.charset)
        let frame = layout.valueFrame
        value.draw(into: &canvas, in: Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height),
                   environment: environment)
    }
}
