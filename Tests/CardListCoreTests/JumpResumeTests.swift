import Testing
@testable import CardListCore
@testable import Items

/// A longer jump prefix resumes where the shorter one matched, so typing a whole name
/// reads each item about once instead of once per letter.
@Suite struct JumpResumeTests {
    /// A list without a name index whose byte scan counts the items it reads.
    func scanningContext(names: [String], counter: ScanCounter) -> TestList {
        var context = makeContext(names: names, rowHeight: 1, indexed: false)
        context.scans = counter
        return context
    }

    @Test func typingANameLetterByLetterReadsEachItemAboutOnce() {
        // The wanted name is last; 999 names share its first letter but not its second.
        let names = (0..<999).map { "s\($0)" } + ["seamless"]
        let counter = ScanCounter()
        let context = scanningContext(names: names, counter: counter)
        var state = smallState()
        state.settings = context.settings
        state.type("seamless", in: context)
        #expect(state.selection == 999)
        // "s" finds item 1 (after the selected item 0); "se", from item 0, reads on to the
        // end; each later letter reads only the item it found again.
        #expect(counter.itemsRead <= names.count + "seamless".count)
    }

    @Test func resumingFindsTheSameItemsAsSearchingFromTheStart() {
        let names = ["Sea", "seal", "Seamus", "sèamless", "seam", "sea bass", "Seamless", "Salt"]
        let counter = ScanCounter()
        let context = scanningContext(names: names, counter: counter)
        for start in names.indices {
            for prefix in ["seam", "seaml", "sea ", "seamless", "sal"] {
                var state = smallState()
                state.settings = context.settings
                state.select(start, in: context)
                state.type(prefix, in: context)
                // Every prefix here matches some name, so the jump always lands; a name
                // equal to the prefix wins.
                let origin = state.typeAhead.origin
                let expected = state.firstItem(named: prefix, atOrAfter: origin, in: context)
                    ?? state.firstItem(withPrefix: prefix, atOrAfter: origin, in: context)
                #expect(expected != nil)
                #expect(state.selection == expected, "\(prefix) from \(start)")
            }
        }
    }

    @Test func aPrefixFoundAfterGoingRoundStillSeesItemsReadSince() {
        // "bx" goes round to item 0; then more items arrive, one of them "bxz" after the start.
        let counter = ScanCounter()
        var state = smallState()
        let before = scanningContext(names: ["bxa", "a", "a", "a"], counter: counter)
        state.select(2, in: before)
        state.type("bx", in: before)
        #expect(state.selection == 0)
        let after = scanningContext(names: ["bxa", "a", "a", "a", "bxz"], counter: counter)
        state.type("z", in: after)
        #expect(state.selection == 4)
    }

    @Test func backspaceSearchesFromTheOriginAgain() {
        let names = ["sa", "sb", "sab", "sa2"]
        let counter = ScanCounter()
        let context = scanningContext(names: names, counter: counter)
        var state = smallState()
        state.settings = context.settings
        state.type("sab", in: context)
        #expect(state.selection == 2)
        state.run([.key(.backspace)], in: context)
        // "sa" again from the item the jump started at: item 0, not the next one after "sab".
        #expect(state.selection == 0)
    }
}
