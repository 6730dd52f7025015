import Testing
@testable import CardListCore
@testable import Items
@testable import Search

/// Scoring ASCII names on their bytes (``ByteScorer``) gives every name the score and
/// tiebreak value the scalar scorer gives it, so the ranking does not depend on which of
/// the two read a name.
@Suite struct ByteScorerTests {
    /// Names from a small generator: words in both cases with digits, spaces and the
    /// separators the bonuses tell apart, some with white space at an end.
    private static let names: [String] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("aelnortwiskbAELNORTWIXZ0123456789")
        let separators = Array(" -_/,.:;| ")
        var names: [String] = ["", " ", "an", "AN", "nA", " lean oriel ", "Lean_Oriel", "l-e-a-n", "twilight/Twili", "x"]
        for _ in 0..<2_000 {
            var name = ""
            for _ in 0..<(1 + next(4)) {
                if !name.isEmpty { name.append(separators[next(separators.count)]) }
                for _ in 0..<(1 + next(8)) { name.append(letters[next(letters.count)]) }
            }
            names.append(name)
        }
        // A window too wide for the table: the greedy alignment scores it.
        names.append("a" + String(repeating: "x", count: 60_000) + "b")
        names.append("A" + String(repeating: "-b", count: 30_000) + "B")
        return names
    }()

    private static let queries = ["an", "an or el", "AN", "Ab", "x", "a b c", "o-l", "s/t", "zzz", "twili", "'an", "'el or",
                                  "'O-L", "ab", "b b", "e e e", "l0", "9", "lel", "tat", "eae", "nonn", "t-w-i"]

    /// The byte scorer's outcome for `name`, as the store's search would use it.
    private func byteOutcome(_ scorer: inout ByteScorer, _ name: String) -> ByteScorer.Outcome {
        Array(name.utf8).withUnsafeBufferPointer { scorer.match($0) }
    }

    @Test(arguments: [SearchScheme.default, .path, .history])
    func everyNameScoresAsTheScalarScorerScoresIt(scheme: SearchScheme) throws {
        for query in Self.queries {
            for tiebreaks in [[Tiebreak.length], []] {
                let matcher = Matcher(query: query, scheme: scheme, tiebreaks: tiebreaks)
                var scorer = try #require(ByteScorer(query: matcher.query, scheme: scheme, tiebreaks: tiebreaks))
                for (index, name) in Self.names.enumerated() {
                    let expected: ByteScorer.Outcome = matcher.rankedMatch(item: index, name: name)
                        .map { .matched(score: $0.score, ties: $0.ties) } ?? .unmatched
                    #expect(byteOutcome(&scorer, name) == expected, "\(query) in \(name.prefix(40)) (\(scheme))")
                }
            }
        }
    }

    @Test func theStoreRanksAsTheScalarScorerRanks() {
        let store = ItemStore(items: Self.names.map { Item(name: $0) })
        for query in Self.queries {
            let matcher = Matcher(query: query)
            var expected = Self.names.enumerated().compactMap { matcher.rankedMatch(item: $0.offset, name: $0.element) }
            expected.rank()
            #expect(store.search(matcher, in: store.indices, sorted: true) == expected, "\(query)")
            let candidates = Array(stride(from: 0, to: store.count, by: 3))
            let among = expected.filter { $0.item % 3 == 0 }
            #expect(store.search(matcher, among: candidates, sorted: true) == among, "\(query) among candidates")
        }
    }

    @Test func aNameWithANonASCIIByteIsLeftToTheScalarScorer() throws {
        var scorer = try #require(ByteScorer(query: SearchQuery("cafe"), scheme: .default, tiebreaks: [.length]))
        #expect(byteOutcome(&scorer, "Café") == .notASCII)
        #expect(ranked(["Cafe", "Café", "Cfa"], "cafe") == ["Cafe", "Café"])
    }

    @Test func queriesOutsideTheFlatFormHaveNoByteScorer() {
        for query in ["an | el", "^an", "an$", "!an", "'an'", "caf\u{E9}", ""] {
            #expect(ASCIIQuery(SearchQuery(query)) == nil, "\(query)")
        }
        #expect(ASCIIQuery(SearchQuery("an 'el TW"))?.terms.count == 3)
        #expect(ByteScorer(query: SearchQuery("an"), scheme: .path, tiebreaks: [.pathname, .length]) == nil)
        #expect(ByteScorer(query: SearchQuery("an"), scheme: .default, tiebreaks: [.begin]) == nil)
    }

    @Test func aLetterOfATermThatIgnoresCaseMatchesEitherCase() throws {
        let query = try #require(ASCIIQuery(SearchQuery("a-Z")))
        // Smart case: the upper-case Z makes the whole term case-sensitive.
        #expect(query.masks == [0, 0, 0])
        let folded = try #require(ASCIIQuery(SearchQuery("a-z")))
        #expect(folded.masks == [0x20, 0, 0x20])
    }
}
