/// How each item is drawn (`--style`).
public enum RowStyle: String, Hashable, Sendable, CaseIterable {
    case card, item, line
}
