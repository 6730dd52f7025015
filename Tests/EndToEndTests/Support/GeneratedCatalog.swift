/// Catalogs no one here wrote, generated at test time from a fixed seed: pseudo-word names
/// (so a jump has to find a name nobody chose), nested JSON, several scripts, long text.
enum GeneratedCatalog {
    /// `count` distinct capitalised pseudo-word names of two words each, e.g. `Vorapin Selku`.
    static func pseudoWordNames(count: Int, seed: UInt64 = 0x5EED) -> [String] {
        var random = SplitMix64(seed: seed)
        var names: [String] = [], seen: Set<String> = []
        while names.count < count {
            let name = random.word().capitalized + " " + random.word()
            if seen.insert(name.lowercased()).inserted { names.append(name) }
        }
        return names
    }

    /// The names as JSON Lines objects with a short pseudo-word summary each.
    static func jsonLines(names: [String], seed: UInt64 = 7) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var text = ""
        for name in names {
            let summary = (0..<6).map { _ in random.word() }.joined(separator: " ")
            text += "{\"name\": \"\(name)\", \"summary\": \"\(summary)\"}\n"
        }
        return Array(text.utf8)
    }

    /// The index of a name in the last tenth of `names` that no other name starts with.
    static func uniqueNameNearTheEnd(of names: [String]) -> Int {
        let folded = names.map { $0.lowercased() }
        return (names.count * 9 / 10..<names.count).reversed().first { index in
            !folded.indices.contains { $0 != index && folded[$0].hasPrefix(folded[index]) }
        } ?? names.count - 1
    }
}

/// A small deterministic pseudo-random generator (SplitMix64), so fixtures are the same on
/// every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A lowercase pseudo-word of two to four consonant-vowel syllables.
    mutating func word() -> String {
        let consonants = Array("bdfgklmnprstvz"), vowels = Array("aeiou")
        let syllables = 2 + next(below: 3)
        return String((0..<syllables).flatMap { _ in [consonants[next(below: consonants.count)], vowels[next(below: vowels.count)]] })
    }
}
