import Foundation
import Testing
@testable import CardListCore
@testable import CardListOptions

/// The completion of cardlist's options is read from the option table: every option, and
/// values where the table names them.
@Suite struct OptionCompletionTests {
    private func completion(_ name: String) throws -> OptionCompletion {
        try #require(OptionCompletion.all.first { $0.name == name })
    }

    @Test func everyOptionOfTheTableIsCompletedInHelpOrder() {
        #expect(OptionCompletion.all.map(\.name) == Options.allOptions.map(\.name))
    }

    @Test func placeholderWithChoicesGivesThoseWords() throws {
        #expect(try completion("--style").value == .choices(["card", "item", "line"]))
        #expect(try completion("--layout").value == .choices(["default", "reverse", "reverse-list"]))
        #expect(try completion("--completion").value == .choices(["bash", "zsh", "fish"]))
    }

    @Test func upperCasePlaceholderInAListOfChoicesIsLeftOut() throws {
        // --color auto|always|never|SPEC: SPEC is not a word to type.
        #expect(try completion("--color").value == .choices(["auto", "always", "never"]))
    }

    @Test func fileAndDirectoryPlaceholdersCompleteNames() throws {
        #expect(try completion("--history").value == .file)
        #expect(try completion("--image-dir").value == .directory)
        #expect(try completion("--walker-root").value == .directory)
    }

    @Test func borderStylesAndWalkerWordsComeFromTheirTypes() throws {
        let border = try completion("--border")
        #expect(border.value == .choices(BorderShape.allCases.map(\.rawValue)))
        #expect(border.valueIsOptional)
        #expect(try completion("--walker").value == .choices(["file", "dir", "follow", "hidden", "details"]))
    }

    @Test func flagsAndFreeValuesOfferNothing() throws {
        #expect(try completion("--ascii").value == .none)
        #expect(try completion("--width").value == .free)
        #expect(try completion("--query").value == .free)
    }

    @Test func descriptionIsTheSummarysFirstClause() {
        #expect(OptionCompletion.shortDescription("row style (default: line); Ctrl-T cycles it") == "row style")
        #expect(OptionCompletion.shortDescription("print the options and exit") == "print the options and exit")
        let long = OptionCompletion.shortDescription(String(repeating: "word ", count: 30))
        #expect(long.count <= 61 && long.hasSuffix("…"))
    }

    @Test func bashScriptCompletesValuesAfterTheOptionAndAfterEquals() {
        let script = OptionCompletion.script(for: .bash)
        #expect(script.contains("        --style) mapfile -t COMPREPLY < <(compgen -W 'card item line' -- \"$value\"); return 0 ;;"))
        #expect(script.contains("        --image-dir) compopt -o filenames; mapfile -t COMPREPLY < <(compgen -d -- \"$value\"); return 0 ;;"))
        #expect(script.hasSuffix("complete -F _cardlist cardlist\n"))
    }

    @Test func zshScriptIsAnArgumentsFunctionWithQuotedDescriptions() {
        let script = OptionCompletion.script(for: .zsh)
        #expect(script.hasPrefix("#compdef cardlist\n"))
        #expect(script.contains("  '--style=[row style]:value:(card item line)' \\\n"))
        #expect(script.contains("  '--border=-[a line around the list]::value:(rounded sharp bold double horizontal vertical top bottom left right none)' \\\n"))
        // The pointer's summary holds an apostrophe: it is closed, escaped and reopened.
        #expect(script.contains(#"'--pointer=[the current row'\''s mark]:value: '"#))
        #expect(script.hasSuffix("  '*:file:_files'\n"))
    }

    @Test func fishScriptHasOneCompleteLinePerOption() {
        let lines = OptionCompletion.script(for: .fish).split(separator: "\n").dropFirst()
        #expect(lines.count == Options.allOptions.count)
        #expect(lines.contains("complete -c cardlist -l style -x -a 'card item line' -d 'row style'"))
        #expect(lines.contains("complete -c cardlist -l history -r -F -d 'keep the queries chosen with'"))
        #expect(lines.contains(#"complete -c cardlist -l pointer -x -d 'the current row\'s mark'"#))
    }
}

/// `--bash`, `--zsh`, `--fish` and `--completion SHELL` are parsed into what the app prints.
@Suite struct ShellOptionsParseTests {
    @Test func shellFlagsChooseTheIntegrationScript() throws {
        #expect(try Options.parse(["--bash"]).shellIntegration == .bash)
        #expect(try Options.parse(["--zsh"]).shellIntegration == .zsh)
        #expect(try Options.parse(["--fish"]).shellIntegration == .fish)
        #expect(try Options.parse([]).shellIntegration == nil)
    }

    @Test func completionTakesOneOfTheThreeShells() throws {
        #expect(try Options.parse(["--completion", "zsh"]).completionShell == .zsh)
        #expect(throws: OptionsError.self) { try Options.parse(["--completion", "tcsh"]) }
        #expect(throws: OptionsError.self) { try Options.parse(["--completion"]) }
    }
}
