import CardListCore
import InputEvents
import Testing

/// Reading `--bind` values: keys, events, actions, their argument forms and the mistakes.
@Suite struct BindingParserTests {
    private func parse(_ value: String) throws -> [(BindTrigger, [BoundAction])] {
        try BindingParser.parse(value).flatMap { parsed in parsed.triggers.map { ($0, parsed.actions) } }
    }

    private func error(_ value: String) -> BindingError? {
        do {
            _ = try BindingParser.parse(value)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("ctrl-a", Key.control("a")), ("CTRL-Z", .control("z")), ("alt-x", .alt("x")), ("alt-X", .alt("X")),
        ("alt-enter", .alt(Key.enterCharacter)), ("alt-return", .alt(Key.enterCharacter)), ("alt-space", .alt(" ")),
        ("alt-bspace", .alt(Key.backspaceCharacter)), ("alt-bs", .alt(Key.backspaceCharacter)),
        ("f1", .function(1)), ("f12", .function(12)), ("enter", .enter), ("return", .enter), ("esc", .escape),
        ("tab", .tab), ("btab", .backTab), ("shift-tab", .backTab), ("space", .character(" ")),
        ("bspace", .backspace), ("bs", .backspace), ("backspace", .backspace), ("del", .delete), ("delete", .delete),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("shift-up", .shiftUp), ("shift-down", .shiftDown), ("shift-left", .shiftLeft), ("shift-right", .shiftRight),
        ("pgup", .pageUp), ("page-up", .pageUp), ("pgdn", .pageDown), ("page-down", .pageDown),
        ("home", .home), ("end", .end), ("?", .character("?")), ("x", .character("x")), ("é", .character("é")),
        ("comma", .character(",")),
    ])
    func everyKeyNameIsRead(name: String, key: Key) throws {
        let bindings = try parse("\(name):up")
        #expect(bindings.map(\.0) == [.key(key)])
        #expect(bindings.first?.1 == [BoundAction(.up)])
    }

    @Test(arguments: [
        ("left-click", BindTrigger.mouse(.click)), ("double-click", .mouse(.doubleClick)),
        ("scroll-up", .mouse(.wheelUp)), ("scroll-down", .mouse(.wheelDown)),
    ] + BindEvent.allCases.map { ($0.rawValue, BindTrigger.event($0)) })
    func mouseActionsAndEventsAreTriggersToo(name: String, trigger: BindTrigger) throws {
        #expect(try parse("\(name):accept").map(\.0) == [trigger])
    }

    @Test func theKeysCommaColonAndPlusAreWrittenAsThemselvesBeforeTheColon() throws {
        let bindings = try parse(",:up,::down,+:toggle")
        #expect(bindings.map(\.0) == [.key(.character(",")), .key(.character(":")), .key(.character("+"))])
        #expect(bindings.map(\.1) == [[BoundAction(.up)], [BoundAction(.down)], [BoundAction(.toggle)]])
        #expect(try parse("a:up,,:down").map(\.0) == [.key(.character("a")), .key(.character(","))])
    }

    @Test func keysWithoutAnActionShareTheNextBindingsActions() throws {
        let bindings = try parse("ctrl-a,ctrl-b:first")
        #expect(bindings.map(\.0) == [.key(.control("a")), .key(.control("b"))])
        #expect(bindings.allSatisfy { $0.1 == [BoundAction(.first)] })
    }

    @Test func actionsChainWithPlus() throws {
        let bindings = try parse("ctrl-x:change-prompt(> )+first+toggle-preview")
        #expect(bindings.first?.1 == [BoundAction(.changePrompt, "> "), BoundAction(.first), BoundAction(.togglePreview)])
    }

    @Test(arguments: ["(", "[", "{", "<", "~", "!", "@", "#", "$", "%", "^", "&", "*", ";", "/", "|"])
    func everyArgumentFormIsRead(opener: String) throws {
        let closer = ["(": ")", "[": "]", "{": "}", "<": ">"][opener] ?? opener
        let bindings = try parse("ctrl-a:change-query\(opener)a b\(closer)+last")
        #expect(bindings.first?.1 == [BoundAction(.changeQuery, "a b"), BoundAction(.last)])
    }

    @Test func theColonFormTakesTheRestOfTheValueCommasAndPlusSignsIncluded() throws {
        let bindings = try parse("ctrl-a:first+execute:echo a,b+c")
        #expect(bindings.count == 1)
        #expect(bindings.first?.1 == [BoundAction(.first), BoundAction(.execute, "echo a,b+c")])
    }

    @Test func anArgumentEndsAtAClosingMarkFollowedByPlusCommaOrTheEnd() throws {
        let bindings = try parse("a:execute(echo (x, y) + z)+up,b:put(,)")
        #expect(bindings.map(\.1) == [[BoundAction(.execute, "echo (x, y) + z"), BoundAction(.up)], [BoundAction(.put, ",")]])
    }

    @Test func argumentsMayBeEmptyAndHoldOtherBrackets() throws {
        #expect(try parse("a:change-header()").first?.1 == [BoundAction(.changeHeader, "")])
        #expect(try parse("a:change-prompt[(]").first?.1 == [BoundAction(.changePrompt, "(")])
    }

    @Test func aCombiningMarkAfterAnOpeningMarkStaysInTheArgument() throws {
        #expect(try parse("a:change-query(\u{301}x)").first?.1 == [BoundAction(.changeQuery, "\u{301}x")])
    }

    @Test func actionNamesIgnoreCaseAndKeepFzfsOtherSpellings() throws {
        #expect(try parse("a:ACCEPT").first?.1 == [BoundAction(.accept)])
        #expect(try parse("a:top").first?.1 == [BoundAction(.first)])
        #expect(try parse("a:previous-history").first?.1 == [BoundAction(.previousHistory)])
        #expect(try parse("a:line-discard+word-rubout+clear-multi").first?.1
                == [BoundAction(.unixLineDiscard), BoundAction(.unixWordRubout), BoundAction(.clearSelection)])
    }

    @Test func toggleUpAndToggleDownAreAToggleAndAMove() throws {
        #expect(try parse("a:toggle-up").first?.1 == [BoundAction(.toggle), BoundAction(.up)])
        #expect(try parse("a:toggle-down").first?.1 == [BoundAction(.toggle), BoundAction(.down)])
    }

    @Test func putWithoutAnArgumentTypesTheKeysCharacter() throws {
        #expect(try parse("x:put").first?.1 == [BoundAction(.put, "x")])
    }

    @Test func everyActionNameIsRead() throws {
        for kind in BoundAction.Kind.allCases {
            let written = kind.needsArgument ? "\(kind.rawValue)(x)" : kind.rawValue
            #expect(try parse("a:\(written)").first?.1.first?.kind == kind, "\(written)")
        }
    }

    @Test func aPlusBeforeTheActionsAddsToTheKeysEarlierBinding() throws {
        var bindings = try UserBindings("a:up")
        try bindings.add("a:+toggle")
        #expect(bindings.actions(for: .key(.character("a"))) == [BoundAction(.up), BoundAction(.toggle)])
    }

    @Test func aLaterBindingOfAKeyReplacesTheEarlierOne() throws {
        var bindings = try UserBindings("a:up,b:down")
        try bindings.add("a:first")
        #expect(bindings.actions(for: .key(.character("a"))) == [BoundAction(.first)])
        #expect(bindings.triggers == [.key(.character("a")), .key(.character("b"))])
    }

    @Test func unbindAndRebindNameTheirKeys() throws {
        #expect(try parse("a:unbind(enter,ctrl-x)").first?.1 == [BoundAction(.unbind, "enter,ctrl-x")])
        var bindings = try UserBindings("a:up")
        bindings.unbind("a,enter")
        #expect(bindings.actions(for: .key(.character("a"))) == [])
        #expect(bindings.actions(for: .key(.enter)) == [])
        bindings.rebind("a")
        #expect(bindings.actions(for: .key(.character("a"))) == [BoundAction(.up)])
        #expect(bindings.actions(for: .key(.enter)) == [])
    }

    @Test func writtenActionsReadBackAsThemselves() throws {
        let actions = [BoundAction(.changePrompt, "a)b"), BoundAction(.execute, "echo ()[]{}<>"), BoundAction(.up)]
        let written = actions.map(\.written).joined(separator: "+")
        #expect(try parse("a:" + written).first?.1 == actions)
    }

    // MARK: - Mistakes

    @Test func aMistakeNamesItselfAndItsColumn() {
        #expect(error("ctrl-a:foo")?.description == "unknown action 'foo' at column 8 of 'ctrl-a:foo'")
        #expect(error("ctrl-a:up,ctrlx:down")?.description == "unsupported key 'ctrlx' at column 11 of 'ctrl-a:up,ctrlx:down'")
    }

    @Test func everyKindOfMistakeIsReportedWhereItStarts() {
        #expect(error(":up") == BindingError(.missingKey, column: 1, in: ":up"))
        #expect(error("a:up,") == nil)
        #expect(error("a:up,,") == BindingError(.missingAction(","), column: 6, in: "a:up,,"))
        #expect(error("a:up,:down") == BindingError(.missingKey, column: 6, in: "a:up,:down"))
        #expect(error("ctrl-a") == BindingError(.missingAction("ctrl-a"), column: 1, in: "ctrl-a"))
        #expect(error("ctrl-a:") == BindingError(.missingAction("ctrl-a"), column: 1, in: "ctrl-a:"))
        #expect(error("a:up++down") == BindingError(.emptyAction, column: 6, in: "a:up++down"))
        #expect(error("a:up+") == BindingError(.emptyAction, column: 6, in: "a:up+"))
        #expect(error("a:reload") == BindingError(.needsArgument("reload"), column: 3, in: "a:reload"))
        #expect(error("a:up(x)") == BindingError(.unknownAction("up(x)"), column: 3, in: "a:up(x)"))
        #expect(error("a:first+change-prompt(x") == BindingError(.unclosedArgument(action: "change-prompt", closer: ")"),
                                                                column: 9, in: "a:first+change-prompt(x"))
        #expect(error("enter:put") == BindingError(.putNeedsCharacter(key: "enter"), column: 7, in: "enter:put"))
        #expect(error("a:rebind(bogus)") == BindingError(.unknownTarget(action: "rebind", name: "bogus"), column: 3, in: "a:rebind(bogus)"))
        #expect(error("f13:up") == BindingError(.unknownKey("f13"), column: 1, in: "f13:up"))
    }

    @Test func aMistakeShowsControlCharactersHarmlessly() throws {
        let message = try #require(error("a:\u{1B}[31mred")?.description)
        #expect(!message.contains("\u{1B}"))
    }

    @Test func aLongValueIsParsedInTimeLinearInItsLength() throws {
        // Unclosed arguments and many bindings: each character is looked at a bounded number of times.
        let many = String(repeating: "a:change-query(x,", count: 20_000)
        #expect(error(many) != nil)
        let long = (0..<20_000).map { _ in "ctrl-a:up+down" }.joined(separator: ",")
        #expect(try parse(long).count == 20_000)
    }
}
