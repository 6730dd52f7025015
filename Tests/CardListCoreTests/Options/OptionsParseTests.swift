import Testing
@testable import CardListCore
@testable import Items
@testable import CardListOptions

@Suite struct OptionsParseTests {
    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws(OptionsError) -> Options {
        try Options.parse(arguments, environment: environment)
    }

    private func message(_ arguments: [String], environment: [String: String] = [:]) -> String? {
        do {
            _ = try parse(arguments, environment: environment)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func noArgumentsGiveTheDefaults() throws {
        let options = try parse([])
        #expect(options == Options())
        #expect(options.style == .card && options.color == .auto && options.anchor == .top && options.output == .name)
        #expect(options.mouse && !options.multi && !options.printMode && options.files.isEmpty)
        #expect(options.jumpTimeout == .milliseconds(1000))
    }

    @Test func everyFlagSetsItsSetting() throws {
        let options = try parse([
            "--print", "--ascii", "--no-mouse", "--multi", "--read0", "--skip-invalid", "--print0",
            "--select-1", "--exit-0", "--help", "--version",
        ])
        #expect(options.printMode && options.ascii && !options.mouse && options.multi)
        #expect(options.inputFormat == .nul && options.skipInvalid && options.print0)
        #expect(options.selectOne && options.exitZero && options.help && options.version)
        #expect(try parse(["-h"]).help)
    }

    @Test func everyValueOptionTakesTheNextArgument() throws {
        let options = try parse([
            "--width", "72", "--style", "item", "--color", "never", "--select", "Mocha", "--anchor", "center",
            "--jump-timeout", "250", "--input", "tsv", "--name-field", "user.login", "--summary-field", "bio",
            "--image-field", "avatar", "--detail-field", "stars", "--label-field", "lang", "--output", "json",
            "--filter", "lat", "--query", "mo", "--header", "Drinks", "--prompt", "☕ ",
        ])
        #expect(options.width == 72 && options.style == .item && options.color == .never)
        #expect(options.selection == "Mocha" && options.anchor == .center && options.jumpTimeout == .milliseconds(250))
        #expect(options.inputFormat == .tsv && options.output == .json)
        #expect(options.fieldMapping == FieldMapping(name: "user.login", summary: "bio", image: "avatar", detail: "stars", label: "lang"))
        #expect(options.filter == "lat" && options.query == "mo" && options.header == "Drinks" && options.prompt == "☕ ")
    }

    @Test func valuesMayFollowAnEqualsSign() throws {
        let options = try parse(["--width=40", "--style=line", "--select=a=b", "--query=", "--output=index", "--color=always"])
        #expect(options.width == 40 && options.style == .line && options.selection == "a=b")
        #expect(options.query == "" && options.output == .index && options.color == .always)
    }

    @Test func valueMayStartWithADash() throws {
        #expect(try parse(["--query", "--multi"]).query == "--multi")
        #expect(try parse(["--query", "--multi"]).multi == false)
    }

    @Test func filesKeepTheirOrderAndDashIsStandardInput() throws {
        #expect(try parse(["a.json", "-", "--multi", "b.tsv"]).files == ["a.json", "-", "b.tsv"])
    }

    @Test func doubleDashEndsOptions() throws {
        let options = try parse(["--multi", "--", "--width", "-", "-h"])
        #expect(options.files == ["--width", "-", "-h"])
        #expect(options.multi && !options.help && options.width == nil)
    }

    @Test func laterOptionsWin() throws {
        #expect(try parse(["--style", "item", "--style", "line"]).style == .line)
        #expect(try parse(["--read0", "--input", "json"]).inputFormat == .json)
    }

    @Test func defaultOptionsAreSplitLikeAShellAndTheCommandLineWins() throws {
        let environment = ["CARDLIST_DEFAULT_OPTS": #"--style line --header 'My drinks' --multi --width=50"#]
        let options = try parse(["--style", "card", "x.json"], environment: environment)
        #expect(options.style == .card && options.header == "My drinks" && options.multi && options.width == 50)
        #expect(options.files == ["x.json"])
    }

    @Test func unknownOptionsAreOneLineErrors() {
        #expect(message(["--foo"]) == "unknown option '--foo' (see --help)")
        #expect(message(["--foo=1"]) == "unknown option '--foo' (see --help)")
        #expect(message(["-x"]) == "unknown option '-x' (see --help)")
        #expect(message(["--\u{1B}[31m"]) == "unknown option '--␛[31m' (see --help)")
    }

    @Test func badNumbersAreOneLineErrors() {
        #expect(message(["--width", "abc"]) == "--width expects a number, got 'abc'")
        #expect(message(["--width=0"]) == "--width expects a number from 1 to 10000, got '0'")
        #expect(message(["--jump-timeout", "-5"]) == "--jump-timeout expects a number from 0 to 60000, got '-5'")
        #expect(message(["--jump-timeout", "1.5"]) == "--jump-timeout expects a number, got '1.5'")
    }

    @Test func badChoicesListTheAllowedValues() {
        #expect(message(["--style", "grid"]) == "--style expects card, item or line, got 'grid'")
        #expect(message(["--color=yes"]) == "--color expects auto, always, never or a colour spec (dark, light, 16, bw, name:colour), got 'yes'")
        #expect(message(["--anchor", "middle"]) == "--anchor expects top, center or bottom, got 'middle'")
        #expect(message(["--output", "csv"]) == "--output expects name, line, json or index, got 'csv'")
        #expect(message(["--input", "nul"]) == "--input expects json, jsonl, tsv or lines, got 'nul'")
    }

    @Test func missingAndUnexpectedValuesAreErrors() {
        #expect(message(["--width"]) == "--width needs a value (see --help)")
        #expect(message(["--multi=yes"]) == "--multi expects a number, got 'yes'")
        #expect(message(["--exact=yes"]) == "--exact takes no value (see --help)")
    }

    @Test func errorsInDefaultOptionsNameTheVariable() {
        #expect(message([], environment: ["CARDLIST_DEFAULT_OPTS": "--bogus"]) == "unknown option '--bogus' (in CARDLIST_DEFAULT_OPTS) (see --help)")
        #expect(message([], environment: ["CARDLIST_DEFAULT_OPTS": "--header 'open"]) == "CARDLIST_DEFAULT_OPTS has an unterminated quote")
    }

    @Test func everyDocumentedOptionIsAccepted() throws {
        for spec in Options.allOptions {
            let arguments = spec.takesValue ? [spec.name, Self.sampleValue(for: spec)] : [spec.name]
            #expect(throws: Never.self, "\(spec.name)") { try Options.parse(arguments, environment: [:]) }
        }
    }

    /// A value the option accepts, by its placeholder.
    private static func sampleValue(for spec: OptionSpec) -> String {
        let samples = ["N": "10", "MS": "10", "STYLE": "card", "WHEN": "auto", "WHERE": "top", "FORMAT": "json", "SET": "half", "FIELDS": "name,tags", "TRBL": "1,2", "STR": ">", "KEYS": "ctrl-v,f2", "KEY:ACTION": "ctrl-x:first", "N[,..]": "2,-1", "OPTS": "file,dir", "NAMES": ".git", "DIR": ".", "CRITERIA": "begin,length", "HEIGHT": "40%", "HEIGHT[+]": "10+"]
        if spec.name == "--preview-window" { return "up,40%,border-sharp,+{2}-5" }
        // A list of choices (`card|item|line`) gives its first.
        if let choices = spec.value, choices.contains("|") { return String(choices.prefix { $0 != "|" }) }
        return spec.value.flatMap { samples[$0] } ?? "text"
    }

    @Test func imageOptionsSetTheThumbnailSettings() throws {
        let options = try parse(["--no-images", "--image-dir", "pictures", "--image-symbols", "sextant"])
        #expect(!options.images && options.imageDirectory == "pictures" && options.imageSymbols == .sextant)
        let defaults = try parse([])
        #expect(defaults.images && defaults.imageDirectory == nil && defaults.imageSymbols == .half)
    }

    @Test func unknownImageSymbolsNameTheChoices() {
        #expect(message(["--image-symbols", "braille"]) == "--image-symbols expects half, quad or sextant, got 'braille'")
    }
}

/// The one-letter options fzf users type.
@Suite struct ShortOptionsTests {
    @Test func shortFlagsSetTheirLongOptions() throws {
        let options = try Options.parse(["-m", "-1", "-0", "file.json"])
        #expect(options.multi && options.selectOne && options.exitZero)
        #expect(options.files == ["file.json"])
        #expect(try Options.parse(["-h"]).help)
    }

    @Test func shortOptionsTakeTheirValueNextOrAttached() throws {
        #expect(try Options.parse(["-q", "latte"]).query == "latte")
        #expect(try Options.parse(["-qlatte"]).query == "latte")
        #expect(try Options.parse(["-f", "milk foam"]).filter == "milk foam")
    }

    @Test func aShortOptionWithoutItsValueIsAnError() {
        #expect(throws: OptionsError.missingValue(option: "--query")) { try Options.parse(["-q"]) }
    }

    @Test func unknownShortOptionsAndValuesOnFlagsAreRefused() {
        #expect(throws: OptionsError.unknownOption("-x")) { try Options.parse(["-x"]) }
        #expect(throws: OptionsError.unknownOption("-mx")) { try Options.parse(["-mx"]) }
    }
}
