import Testing
@testable import CardListCore
@testable import CardListOptions

/// fzf's selection options and `+X` forms as cardlist parses them.
@Suite struct SelectionOptionsTests {
    @Test func multiTakesAnOptionalLimit() throws {
        let plain = try Options.parse(["--multi"])
        #expect(plain.multi && plain.multiLimit == nil)
        let equals = try Options.parse(["--multi=3"])
        #expect(equals.multi && equals.multiLimit == 3)
        let short = try Options.parse(["-m"])
        #expect(short.multi && short.multiLimit == nil)
    }

    @Test func multiTakesTheNextArgumentOnlyWhenItIsANumber() throws {
        let numbered = try Options.parse(["--multi", "3"])
        #expect(numbered.multiLimit == 3 && numbered.files.isEmpty)
        let file = try Options.parse(["--multi", "menu.json"])
        #expect(file.multi && file.multiLimit == nil && file.files == ["menu.json"])
        let shortNumbered = try Options.parse(["-m", "2"])
        #expect(shortNumbered.multiLimit == 2 && shortNumbered.files.isEmpty)
        let flags = try Options.parse(["-m", "-1"])
        #expect(flags.multi && flags.multiLimit == nil && flags.selectOne)
    }

    @Test func multiZeroIsNoMultipleChoice() throws {
        #expect(try Options.parse(["--multi=0"]).multi == false)
    }

    @Test func multiRejectsAValueThatIsNotANumber() {
        #expect(optionsMessage(["--multi=yes"]) == "--multi expects a number, got 'yes'")
        #expect(optionsMessage(["--multi=-1"]) == "--multi expects a number from 0 to 2147483647, got '-1'")
    }

    @Test func noMultiUndoesMulti() throws {
        let options = try Options.parse(["--multi=4", "--no-multi"])
        #expect(!options.multi && options.multiLimit == nil)
        #expect(try Options.parse(["-m", "+m"]).multi == false)
    }

    @Test func plusFormsAreOptionsNotFiles() throws {
        let options = try Options.parse(["+s", "menu.json"])
        #expect(!options.sorts && options.files == ["menu.json"])
        #expect(optionsMessage(["+z"]) == "unknown option '+z' (see --help)")
        // After `--`, and when longer than one letter, it names a file.
        #expect(try Options.parse(["--", "+s"]).files == ["+s"])
        #expect(try Options.parse(["+notes.txt"]).files == ["+notes.txt"])
    }

    @Test func trackIsAFlag() throws {
        #expect(try Options.parse(["--track"]).track)
        #expect(try Options.parse([]).track == false)
    }

    @Test func cycleIsAFlag() throws {
        #expect(try Options.parse(["--cycle"]).cycle)
        #expect(try Options.parse([]).cycle == false)
        #expect(optionsMessage(["--cycle=1"]) == "--cycle takes no value (see --help)")
    }

    @Test func fzfOptionsCardlistLacksAreRefused() {
        for option in ["--ellipsis", "--preview"] {
            #expect(optionsMessage([option])?.hasSuffix("(see --help)") == true, "\(option)")
        }
    }

    @Test func historyTakesAFileAndASizeOfAtLeastOne() throws {
        let options = try Options.parse(["--history", "h.txt", "--history-size=5"])
        #expect(options.historyFile == "h.txt")
        #expect(options.historySize == 5)
        #expect(try Options.parse([]).historyFile == nil)
        #expect(try Options.parse([]).historySize == 1000)
        #expect(optionsMessage(["--history-size", "0"]) == "--history-size expects a number from 1 to 2147483647, got '0'")
        #expect(optionsMessage(["--history"]) == "--history needs a value (see --help)")
    }

    @Test func noHistoryUndoesAnEarlierHistory() throws {
        #expect(try Options.parse(["--history", "h.txt", "--no-history"]).historyFile == nil)
        let fromDefaults = try Options.parse(["--no-history"], environment: [Options.defaultsVariable: "--history h.txt"])
        #expect(fromDefaults.historyFile == nil)
    }

    @Test func helpShowsTheOptionalValueAndThePlusForms() {
        #expect(Options.helpText.contains("-m, --multi[=N]"))
        #expect(Options.helpText.contains("+m, --no-multi"))
        #expect(Options.helpText.contains("+s, --no-sort"))
    }
}
