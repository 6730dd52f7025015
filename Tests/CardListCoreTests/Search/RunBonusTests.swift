import Testing
@testable import Search

/// The bonus of a character that continues a run of matched characters: at least
/// ``SearchScore/consecutive`` and the run's first bonus, unless a new word starts inside
/// the run with a boundary worth more than the run's start.
@Suite struct RunBonusTests {
    @Test func aCharacterInsideAWordTakesTheRunsStartBonus() {
        #expect(SearchScore.runBonus(0, chunkBonus: SearchScore.boundaryAfterSpace) == SearchScore.boundaryAfterSpace)
    }

    @Test func aRunWithoutBonusesStillEarnsTheConsecutiveBonus() {
        #expect(SearchScore.runBonus(0, chunkBonus: 0) == SearchScore.consecutive)
    }

    @Test func aWordStartingInsideTheRunStartsARunOfItsOwn() {
        #expect(SearchScore.runBonus(SearchScore.boundaryAfterSpace, chunkBonus: 0) == nil)
        #expect(SearchScore.runBonus(SearchScore.boundary, chunkBonus: SearchScore.camelCase) == nil)
    }

    @Test func aBoundaryNoBetterThanTheRunsStartContinuesTheRun() {
        #expect(SearchScore.runBonus(SearchScore.boundary, chunkBonus: SearchScore.boundaryAfterSpace) == SearchScore.boundaryAfterSpace)
        #expect(SearchScore.runBonus(SearchScore.boundary, chunkBonus: SearchScore.boundary) == SearchScore.boundary)
    }

    @Test func aBonusBelowABoundaryKeepsTheHigherOfItselfAndTheRunsStart() {
        #expect(SearchScore.runBonus(SearchScore.camelCase, chunkBonus: 0) == SearchScore.camelCase)
    }
}
