import Rows

extension RowEnvironment {
    /// The environment of a row in a list: with the selection gutter.
    static var listRow: RowEnvironment { RowEnvironment().with(\.showsSelectionGutter, true) }
}
