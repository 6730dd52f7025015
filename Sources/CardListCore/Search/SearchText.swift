/// Turning a field's UTF-8 bytes into the scalars and bonuses the scorer reads.
enum SearchText {
    /// At most this many scalars of a field are searched, as at most this many characters
    /// are drawn (``ItemRows/displayLimit``): a 100 MB line costs what a screenful does.
    static let scalarLimit = ItemRows.displayLimit

    /// Decodes `bytes` (invalid UTF-8 becomes U+FFFD) into `scalars`, at most ``scalarLimit``.
    ///
    /// - Complexity: O(*n*) in the bytes decoded.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var count = 0
        while count < scalarLimit {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar.value)
            case .error: scalars.append(0xFFFD)
            case .emptyInput: return
            }
            count += 1
        }
    }

    /// Each scalar's bonus: what matching it is worth for where it stands (after a space,
    /// a separator, at a camelCase hump…). The text's start counts as after a space.
    static func fillBonuses(_ scalars: [UInt32], into bonuses: inout [Int32]) {
        bonuses.removeAll(keepingCapacity: true)
        var previous = CharacterClass.white
        for scalar in scalars {
            let current = CharacterClass.of(scalar)
            bonuses.append(current.bonus(after: previous))
            previous = current
        }
    }
}
