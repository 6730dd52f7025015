import Rows
import CardListCore

/// A fake row: a box of a fixed height showing `#index` (`*#index` when marked), with a
/// heavy frame when selected. A box one line tall is just its label.
struct BoxRow: RowPart {
    var item: Int
    var height: Int

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: width, height: height)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let label = Text((environment.isMarked ? "*" : "") + "#\(item)")
        guard rect.height >= 3 else {
            canvas.draw(label, x: rect.x, y: rect.y, maxWidth: rect.width)
            return
        }
        let border: Border = environment.charset == .ascii
            ? (environment.isSelected ? .asciiHeavy : .ascii)
            : (environment.isSelected ? .heavy : .rounded)
        canvas.drawBorder(border, in: rect)
        canvas.draw(label, x: rect.x + 1, y: rect.y + 1, maxWidth: rect.width - 2)
    }
}

/// A layout drawing every item as a ``BoxRow`` of the height `heights` gives.
func boxLayout(heights: @escaping (Int) -> Int = { _ in 3 }, header: Text? = nil, charset: Charset = .unicode) -> ListLayout {
    ListLayout(header: header, charset: charset) { item in BoxRow(item: item, height: heights(item)) }
}

/// A fake one-line row drawing its text as given.
struct LabelRow: RowPart {
    var text: Text

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        Size(width: width, height: 1)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        canvas.draw(text, x: rect.x, y: rect.y, maxWidth: rect.width, charset: environment.charset)
    }
}
