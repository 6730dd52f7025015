import Testing
@testable import CardListCore
@testable import CardListOptions

/// `--bind` on the command line: repeatable, later bindings winning, mistakes exit 2 with
/// one line naming the binding.
@Suite struct BindOptionTests {
    @Test func bindIsRepeatableAndALaterBindingOfAKeyWins() throws {
        let options = try Options.parse(["--bind", "ctrl-a:up,ctrl-b:down", "--bind=ctrl-a:first"])
        #expect(options.bindings.actions(for: .key(.control("a"))) == [BoundAction(.first)])
        #expect(options.bindings.actions(for: .key(.control("b"))) == [BoundAction(.down)])
    }

    @Test func withoutTheOptionNothingIsBound() throws {
        #expect(try Options.parse([]).bindings.isEmpty)
    }

    @Test func aMalformedBindingIsAnOptionsErrorNamingIt() {
        #expect(optionsMessage(["--bind", "ctrl-a:bogus"]) == "--bind: unknown action 'bogus' at column 8 of 'ctrl-a:bogus'")
        #expect(optionsMessage(["--bind=x"]) == "--bind: no action for 'x' (KEY:ACTION) at column 1 of 'x'")
    }

    @Test func bindInTheDefaultOptionsVariableIsReadToo() throws {
        let options = try Options.parse([], environment: ["CARDLIST_DEFAULT_OPTS": "--bind 'ctrl-x:change-prompt(> )'"])
        #expect(options.bindings.actions(for: .key(.control("x"))) == [BoundAction(.changePrompt, "> ")])
    }
}
