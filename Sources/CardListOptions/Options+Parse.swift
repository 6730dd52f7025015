import CardListCore
import Items
import Rows
import Search

extension Options {
    /// The options given by `arguments` (without the program name), on top of the words
    /// of `CARDLIST_DEFAULT_OPTS` in `environment`; the command line wins.
    ///
    /// Values follow the option as the next argument or after `=` (`--width 60`,
    /// `--width=60`); an optional value (`--multi`) only after `=` or as a next argument
    /// that is a whole number (`--multi=3`, `--multi 3`), as fzf reads it. fzf's `+X` forms
    /// (`+s`, `+m`) are options. Other arguments not starting with `-`, a lone `-` and
    /// everything after `--` are files.
    ///
    ///     try Options.parse(["--style=line", "menu.json"], environment: [:])
    ///
    /// - Throws: ``OptionsError`` for an unknown option, a missing or bad value, or an
    ///   unterminated quote in `CARDLIST_DEFAULT_OPTS`.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(OptionsError) -> Options {
        var options = Options()
        if let defaults = environment[defaultsVariable] {
            let words: [String]
            do {
                words = try ShellWords.split(defaults)
            } catch {
                throw .unterminatedQuote(variable: defaultsVariable)
            }
            do {
                try options.apply(words)
            } catch {
                throw .inVariable(defaultsVariable, error)
            }
        }
        try options.apply(arguments)
        try options.checkPrintMode()
        return options
    }

    /// Applies `arguments` in order over the current settings.
    mutating func apply(_ arguments: [String]) throws(OptionsError) {
        var index = 0
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyFiles, Self.isPlusOption(argument) {
                guard let long = Self.plusOptions[Array(argument)[1]] else { throw .unknownOption(argument) }
                try setFlag(long)
                continue
            }
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            if argument == "--" {
                onlyFiles = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let (long, attached) = Self.expandShort(argument) {
                // `-q latte`, `-qlatte`: the short name stands for its long option.
                name = long
                inlineValue = attached
            } else if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard name.hasPrefix("--"), let spec = Self.spec(named: name) else {
                throw .unknownOption(name)
            }
            if spec.valueIsOptional {
                if let inlineValue {
                    try setOptional(name, to: inlineValue)
                } else if index < arguments.count, Self.isOptionalValue(arguments[index], of: name) {
                    try setOptional(name, to: arguments[index])
                    index += 1
                } else {
                    try setFlag(name)
                }
            } else if spec.takesValue {
                if let inlineValue {
                    try set(name, to: inlineValue)
                } else if index < arguments.count {
                    try set(name, to: arguments[index])
                    index += 1
                } else {
                    throw .missingValue(option: name)
                }
            } else {
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                try setFlag(name)
            }
        }
    }

    private mutating func setFlag(_ name: String) throws(OptionsError) {
        switch name {
        case "--print": printMode = true
        case "--bash": shellIntegration = .bash
        case "--zsh": shellIntegration = .zsh
        case "--fish": shellIntegration = .fish
        case "--ansi": ansi = true
        case "--no-hscroll": hscroll = false
        case "--keep-right": keepRight = true
        case "--ascii": ascii = true
        case "--no-mouse": mouse = false
        case "--no-images": images = false
        case "--multi":
            multi = true
            multiLimit = nil
        case "--no-multi":
            multi = false
            multiLimit = nil
        case "--cycle": cycle = true
        case "--track": track = true
        case "--read0": inputFormat = .nul
        case "--skip-invalid": skipInvalid = true
        case "--print0": print0 = true
        case "--select-1": selectOne = true
        case "--no-height": height = nil
        case "--tmux", "--no-tmux": tmux = name == "--tmux" ? "" : nil
        case "--exit-0": exitZero = true
        case "--exact": exact = true
        case "--no-sort": sorts = false
        case "--tac": tac = true
        case "--literal": literal = true
        case "--ignore-case": caseMatching = .ignore
        case "--no-ignore-case": caseMatching = .respect
        case "--smart-case": caseMatching = .smart
        case "--print-query": printQuery = true
        case "--border": frame.border = .standard
        case "--reverse": layout = .reverse
        case "--header-first": headerFirst = true
        case "--no-history": historyFile = nil
        case "--help": help = true
        case "--version": version = true
        // A flag in the option table that sets nothing is refused, not ignored (a test
        // passes every row of the table).
        default: throw .unknownOption(name)
        }
    }

    /// An option given its optional value: `--multi=N` marks at most N items (0 is no
    /// multiple choice, as in fzf).
    private mutating func setOptional(_ name: String, to value: String) throws(OptionsError) {
        switch name {
        case "--multi":
            let limit = try Self.number(value, for: name, in: 0...Int(Int32.max))
            multi = limit > 0
            multiLimit = limit > 0 ? limit : nil
        case "--tmux": tmux = value
        default: try set(name, to: value)
        }
    }

    private mutating func set(_ name: String, to value: String) throws(OptionsError) {
        switch name {
        case "--width": width = try Self.number(value, for: name, in: 1...Self.maximumWidth)
        case "--style":
            style = try Self.choice(value, for: name)
            styleIsExplicit = true
        case "--tabstop": tabStop = try Self.number(value, for: name, in: 1...Self.maximumTabStop)
        case "--header-lines": headerLines = try Self.number(value, for: name, in: 0...Self.maximumHeaderLines)
        case "--color":
            if let mode = ColorMode(rawValue: value) {
                color = mode
            } else if let problem = theme.apply(value) {
                throw .invalidColor(option: name, value: value, problem: problem)
            } else if theme.isMonochrome {
                color = .never
            }
        case "--anchor": anchor = try Self.choice(value, for: name)
        case "--typing": typing = try Self.choice(value, for: name)
        case "--output": output = try Self.choice(value, for: name)
        case "--jump-timeout":
            jumpTimeout = .milliseconds(try Self.number(value, for: name, in: 0...Self.maximumJumpTimeout))
        case "--input":
            let formats: [InputFormat] = [.json, .jsonl, .tsv, .lines]
            guard let format = formats.first(where: { $0.rawValue == value }) else {
                throw .invalidChoice(option: name, value: value, choices: formats.map(\.rawValue))
            }
            inputFormat = format
        case "--image-dir": imageDirectory = value
        case "--image-symbols": imageSymbols = try Self.choice(value, for: name)
        case "--select": selection = value
        case "--query": query = value
        case "--filter": filter = value
        case "--header": header = value
        case "--history": historyFile = value
        case "--history-size": historySize = try Self.number(value, for: name, in: 1...Int(Int32.max))
        case "--prompt": prompt = value
        case "--preview": preview = value.isEmpty ? nil : CommandTemplate(value)
        case "--preview-window":
            do { previewWindow = try PreviewWindow(parsing: value, over: previewWindow) } catch {
                throw .invalidPreviewWindow(value: value, part: error.part)
            }
        case "--border": frame.border = try Self.choice(value, for: name)
        case "--layout": layout = try Self.choice(value, for: name)
        case "--info": info = try Self.choice(value, for: name)
        case "--pointer", "--marker":
            guard Self.isMark(value) else { throw .invalidMarker(option: name, value: value) }
            if name == "--pointer" { pointer = value } else { marker = value }
        case "--margin": frame.margin = try Self.spacing(value, for: name)
        case "--padding": frame.padding = try Self.spacing(value, for: name)
        case "--height":
            guard let parsed = InlineHeight(parsing: value) else {
                throw .invalidChoice(option: name, value: value, choices: ["[~][-]HEIGHT[%] (a number of rows or a percentage up to 100%)"])
            }
            height = parsed
        case "--min-height":
            guard let parsed = MinimumHeight(parsing: value) else {
                throw .invalidChoice(option: name, value: value, choices: ["HEIGHT[+] (a number of rows from 0)"])
            }
            minHeight = parsed
        case "--expect":
            guard let keys = ExpectKeys(list: value) else {
                throw .invalidChoice(option: name, value: value, choices: ["key names such as ctrl-v,alt-x,f2,enter"])
            }
            expect = keys
        case "--bind":
            do throws(BindingError) {
                try bindings.add(value)
            } catch {
                throw .invalidBinding(option: name, error)
            }
        case "--scheme":
            guard let chosen = SearchScheme(rawValue: value.lowercased()) else {
                throw .invalidRanking(option: name, value: value, problem: .notOneOf(SearchScheme.allCases.map(\.rawValue)))
            }
            scheme = chosen
            tiebreaks = chosen.tiebreaks
        case "--tiebreak":
            switch Tiebreak.list(value) {
            case .success(let criteria): tiebreaks = criteria
            case .failure(let problem): throw .invalidRanking(option: name, value: value, problem: .tiebreak(problem))
            }
        case "--search":
            guard let fields = SearchFields(list: value) else {
                throw .invalidChoice(option: name, value: value, choices: SearchFields.names.map(\.0))
            }
            searchFields = fields
        case "--delimiter":
            do throws(PatternSyntaxError) { delimiter = try FieldDelimiter(validating: value) } catch { throw .invalidDelimiter(option: name, value: value, error: error) }
        case "--nth": nth = try Self.fieldList(value, for: name)
        case "--with-nth": withNth = try Self.fieldList(value, for: name, templates: true)
        case "--walker":
            guard let settings = FileWalker.Settings(walkerWords: value) else {
                throw .invalidChoice(option: name, value: value, choices: FileWalker.Settings.walkerWords)
            }
            (walker.files, walker.directories, walker.follows, walker.hidden, walker.details) = (settings.files, settings.directories, settings.follows, settings.hidden, settings.details)
        case "--walker-root":
            guard !value.isEmpty else { throw .missingValue(option: name) }
            walker.roots = (walkerRootGiven ? walker.roots : []) + [value]
            walkerRootGiven = true
        case "--completion": completionShell = try Self.choice(value, for: name)
        case "--walker-skip": walker.skipped = Set(value.split(separator: ",").map(String.init))
        case "--accept-nth": acceptNth = try Self.fieldList(value, for: name, anyName: true, templates: true)
        case "--name-field", "--summary-field", "--image-field", "--detail-field", "--label-field", "--items-path":
            try setField(name, to: value)
        // An option in the table that sets nothing is refused, not ignored.
        default: throw .unknownOption(name)
        }
    }

    /// A field option: a path or column name, never empty (an empty path would name the
    /// whole record, which is never text a field can show).
    private mutating func setField(_ name: String, to value: String) throws(OptionsError) {
        guard !value.isEmpty else { throw .emptyFieldPath(option: name) }
        switch name {
        case "--name-field": fieldMapping.name = value
        case "--summary-field": fieldMapping.summary = value
        case "--image-field": fieldMapping.image = value
        case "--detail-field": fieldMapping.detail = value
        case "--label-field": fieldMapping.label = value
        case "--items-path": fieldMapping.items = value
        default: throw .unknownOption(name)
        }
    }

    /// Whether `argument`, after an option whose value may be left out, is its value: only
    /// one of its choices is (anything else is a file or the next option, as it would be
    /// without the option).
    private static func isOptionalValue(_ argument: String, of option: String) -> Bool {
        switch option {
        case "--border": BorderShape(rawValue: argument) != nil
        // A next word starting with a digit, as fzf reads it (`-m -1` is two flags).
        case "--multi": argument.first?.isASCII == true && argument.first?.isNumber == true && Int(argument) != nil
        // A placement or a size (`--tmux bottom,40%`), as TmuxPopup reads it.
        case "--tmux": argument.split(separator: ",").first.map { ["center", "top", "bottom", "left", "right", "up", "down", "border-native"].contains($0) || $0.allSatisfy { $0.isASCII && $0.isNumber || $0 == "%" } } ?? false
        default: false
        }
    }
}
