extension Options {
    /// The one-letter options fzf users type, and the long option each stands for.
    public static let shortOptions: [Character: String] = [
        "m": "--multi", "q": "--query", "f": "--filter", "1": "--select-1", "0": "--exit-0", "h": "--help",
        "e": "--exact", "i": "--ignore-case", "d": "--delimiter", "n": "--nth",
    ]

    /// fzf's `+X` forms, which turn an option off, and the long option each stands for.
    public static let plusOptions: [Character: String] = [
        "s": "--no-sort", "m": "--no-multi", "i": "--no-ignore-case",
    ]

    /// Whether `argument` is an option of the `+X` form: a plus and one letter, known or
    /// not (an unknown one is an error rather than a file name; `./+x` names a file).
    static func isPlusOption(_ argument: String) -> Bool {
        let characters = Array(argument)
        return characters.count == 2 && characters[0] == "+" && characters[1].isLetter
    }

    /// The long option for a short one (`-q` → `--query`) and a value attached to it
    /// (`-qlatte` → `latte`), or `nil` when `argument` is not a known short option.
    static func expandShort(_ argument: String) -> (name: String, value: String?)? {
        let characters = Array(argument)
        guard characters.count >= 2, characters[0] == "-", characters[1] != "-",
              let long = shortOptions[characters[1]] else { return nil }
        guard characters.count > 2 else { return (long, nil) }
        // Only options that take a value may have it attached.
        guard spec(named: long)?.takesValue == true else { return nil }
        return (long, String(characters[2...]))
    }
}
