extension StringProtocol {
    /// The text without the spaces and tabs at either end: Unicode's space separators
    /// (`U+0020`, `U+00A0`, `U+3000`…), the tab and the zero-width space, as Foundation's
    /// `.whitespaces` has them.
    /// Line breaks stay.
    ///
    ///     "\u{A0} 12.50\t".trimmingSpaces()  // "12.50"
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isSpace($0) })!
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[first...last])
        return String(text)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
}
