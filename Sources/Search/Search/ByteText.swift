/// An ASCII name as ``ByteScorer`` reads it: its bytes, compared as a term compares them,
/// and each byte's bonus, worked out from the byte and the one before it only where the
/// scorer asks (the general scorer fills a bonus for every scalar of every name it scores).
///
/// The tables are the scheme's (see ``CharacterClass/withTables(for:_:)``); every byte of
/// the name must be ASCII.
struct ByteText {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The class of each ASCII byte (raw values).
    let classes: UnsafePointer<UInt8>
    /// The bonus of a class after a class, indexed by previous × ``CharacterClass/count`` + current.
    let table: UnsafePointer<Int32>
    /// The class the text's start counts as (see ``SearchScheme/startClass``).
    let startClass: Int

    /// How many bytes there are.
    @inline(__always)
    var count: Int { bytes.count }

    /// Byte `index` as a term compares it: as it is when case counts, else in lower case.
    @inline(__always)
    func key(_ index: Int, caseSensitive: Bool) -> UInt8 {
        caseSensitive ? bytes[index] : ByteMatcher.lower(bytes[index])
    }

    /// What matching byte `index` is worth for where it stands (as ``SearchText/fillBonuses``
    /// gives it).
    @inline(__always)
    func bonus(at index: Int) -> Int32 {
        let previous = index == 0 ? startClass : Int(classes[Int(bytes[index - 1])])
        return table[previous * CharacterClass.count + Int(classes[Int(bytes[index])])]
    }

    /// The points of matching the bytes at `found` (increasing offsets), by the rules of
    /// ``TermScorer/score(of:bonuses:)``.
    func score(of found: some Collection<Int>) -> Int32 {
        var total: Int32 = 0
        var chunkBonus: Int32 = 0
        var previous = -2
        for (index, column) in found.enumerated() {
            var bonus = bonus(at: column)
            if column == previous + 1, index > 0 {
                if let continued = SearchScore.runBonus(bonus, chunkBonus: chunkBonus) {
                    bonus = continued
                } else {
                    chunkBonus = bonus
                }
            } else {
                if index > 0 {
                    total += SearchScore.gapStart + SearchScore.gapExtension * Int32(column - previous - 2)
                }
                chunkBonus = bonus
            }
            total += SearchScore.match + (index == 0 ? bonus * SearchScore.firstCharacterMultiplier : bonus)
            previous = column
        }
        return total
    }
}
