import Items

extension OptionCompletion {
    /// The completion of cardlist's options for `shell`, as a script that shell reads:
    /// a `complete -F` function for bash, an `_arguments` function body for zsh (the file
    /// `_cardlist` in a `$fpath` folder), `complete -c` lines for fish.
    public static func script(for shell: Shell, options: [OptionCompletion] = all) -> String {
        switch shell {
        case .bash: bashScript(options)
        case .zsh: "#compdef cardlist\n" + zshFunctionBody(options)
        case .fish: fishScript(options)
        }
    }

    /// Puts `text` between single quotes for a POSIX shell, bash or zsh.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: #"'\''"#) + "'"
    }

    // MARK: bash

    static func bashScript(_ options: [OptionCompletion]) -> String {
        var valueCases: [String] = []
        var takesValue: [String] = []
        var free: [String] = []
        for option in options where option.value != .none {
            if !option.valueIsOptional { takesValue.append(option.name) }
            let words: String
            switch option.value {
            case .none: continue
            case .free:
                free.append(option.name)
                continue
            case .choices(let choices): words = "mapfile -t COMPREPLY < <(compgen -W \(singleQuoted(choices.joined(separator: " "))) -- \"$value\")"
            case .file: words = "compopt -o filenames; mapfile -t COMPREPLY < <(compgen -f -- \"$value\")"
            case .directory: words = "compopt -o filenames; mapfile -t COMPREPLY < <(compgen -d -- \"$value\")"
            }
            valueCases.append("        \(option.name)) \(words); return 0 ;;")
        }
        // A value cardlist knows no words for (N, TEXT) is not completed.
        if !free.isEmpty { valueCases.append("        \(free.joined(separator: " | "))) return 0 ;;") }
        let names = options.map(\.name).joined(separator: " ")
        return """
        # Completion of cardlist's options for bash, made from cardlist's option table.
        _cardlist() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev='' option='' value=''
            (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
            # `--style=ca` reaches a completion as the words --style, = and ca.
            if [[ $cur == = ]]; then
                option=$prev
            elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                option=${COMP_WORDS[COMP_CWORD-2]} value=$cur
            elif [[ " \(takesValue.joined(separator: " ")) " == *" $prev "* ]]; then
                option=$prev value=$cur
            fi
            COMPREPLY=()
            case $option in
        \(valueCases.joined(separator: "\n"))
            esac
            if [[ $cur == -* ]]; then
                mapfile -t COMPREPLY < <(compgen -W '\(names)' -- "$cur")
                return 0
            fi
            compopt -o filenames
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        }
        complete -F _cardlist cardlist

        """
    }

    // MARK: zsh

    /// The body of zsh's `_cardlist`: one `_arguments` spec per option, FILE arguments after.
    public static func zshFunctionBody(_ options: [OptionCompletion] = all) -> String {
        let specs = options.map { option -> String in
            let description = zshSafe(option.description)
            let action: String
            switch option.value {
            case .none: return singleQuoted("\(option.name)[\(description)]")
            case .free: action = ":value: "
            case .choices(let choices): action = ":value:(\(choices.joined(separator: " ")))"
            case .file: action = ":file:_files"
            case .directory: action = ":directory:_files -/"
            }
            // `--opt=` takes the value after = or as the next word; `--opt=-` only after =.
            let form = option.valueIsOptional ? "=-" : "="
            return singleQuoted("\(option.name)\(form)[\(description)]\(option.valueIsOptional ? ":" : "")\(action)")
        }
        return "# Completion of cardlist's options for zsh, made from cardlist's option table.\n"
            + "_arguments -S \\\n  " + (specs + [singleQuoted("*:file:_files")]).joined(separator: " \\\n  ") + "\n"
    }

    /// A description without the characters `_arguments` reads in it.
    private static func zshSafe(_ text: String) -> String {
        String(text.filter { !"[]:\\".contains($0) })
    }

    // MARK: fish

    static func fishScript(_ options: [OptionCompletion]) -> String {
        var lines = ["# Completion of cardlist's options for fish, made from cardlist's option table."]
        for option in options {
            var line = "complete -c cardlist -l \(option.name.dropFirst(2))"
            switch option.value {
            case .none: break
            case .free: line += option.valueIsOptional ? "" : " -x"
            case .choices(let choices):
                // fish has no optional values: `--border=rounded` is not offered.
                if !option.valueIsOptional { line += " -x -a \(fishQuoted(choices.joined(separator: " ")))" }
            case .file: line += " -r -F"
            case .directory: line += " -x -a '(__fish_complete_directories (commandline -ct))'"
            }
            line += " -d \(fishQuoted(option.description))"
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Puts `text` between single quotes for fish (where `\\` and `\'` are escapes).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        replacingText(target, with: replacement)
    }
}
