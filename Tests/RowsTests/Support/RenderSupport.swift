@_exported import GridTesting
@testable import Rows

/// Renders `part` at `width` columns (its own height) with the given environment, as a row
/// of a list (items keep their selection gutter).
func render(_ part: some RowPart, width: Int, selected: Bool = false, charset: Charset = .unicode) -> Canvas {
    var environment = RowEnvironment()
    environment.showsSelectionGutter = true
    environment.isSelected = selected
    environment.charset = charset
    return part.rendered(width: width, environment: environment)
}

extension RowEnvironment {
    /// The environment of a row in a list: with the selection gutter.
    static var listRow: RowEnvironment { RowEnvironment().with(\.showsSelectionGutter, true) }
}
