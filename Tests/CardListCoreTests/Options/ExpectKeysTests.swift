import InputEvents
import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--expect` reads fzf's key names.
@Suite struct ExpectKeysTests {
    @Test func fzfKeyNamesAreKeys() throws {
        let keys = try Options.parse(["--expect", "ctrl-v,alt-x,f2,enter,btab,comma,?"]).expect
        #expect(keys.keys.map(\.key) == [.control("v"), .alt("x"), .function(2), .enter, .backTab, .character(","), .character("?")])
        #expect(keys.name(of: .control("v")) == "ctrl-v")
        #expect(keys.name(of: .function(2)) == "f2")
        #expect(keys.name(of: .control("w")) == nil)
    }

    @Test func theEqualsFormWorksToo() throws {
        #expect(try Options.parse(["--expect=f1"]).expect.name(of: .function(1)) == "f1")
    }

    @Test func aNameThatIsNoKeyIsRefused() {
        for list in ["ctrl-", "f13", "banana", "ctrl-v,bogus", ""] {
            #expect(throws: OptionsError.self, "\(list)") { try Options.parse(["--expect", list]) }
        }
    }

    @Test func withoutTheOptionNoKeyIsExpected() throws {
        #expect(try Options.parse([]).expect.keys.isEmpty)
    }
}
