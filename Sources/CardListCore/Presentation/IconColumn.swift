import Rows

/// An item's icon before its title in the item style: with Unicode it takes at least
/// ``Label/iconColumns`` columns, so titles after icons of one and two columns line up
/// (as they do in a ``Label``); in ASCII it is as wide as its text.
struct IconColumn: RowPart, Hashable, Sendable {
    var icon: Icon

    func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let natural = icon.size(forWidth: width, in: environment)
        guard natural.width > 0, environment.charset.repertoire == .unicode else { return natural }
        return Size(width: min(width, max(natural.width, Label.iconColumns)), height: natural.height)
    }

    func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        icon.render(into: &canvas, in: rect, environment: environment)
    }
}
