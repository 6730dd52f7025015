/// What a ``StandbyShell`` is given to run, and which variables go into it rather than
/// into the environment the shell starts with.
extension StandbyShell {
    /// Whether the script exports `name` (a variable of each move: `CARDLIST_*`, `LINES`,
    /// `COLUMNS`), so that the shell can be started before its value is known. Every other
    /// variable is part of the environment the shell starts with, and a shell started with
    /// another value of one is not used.
    static func isExported(_ name: String) -> Bool {
        guard name.hasPrefix("CARDLIST_") || name == "LINES" || name == "COLUMNS" else { return false }
        return name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }

    /// The environment a shell for a command with `variables` starts with: `environment`
    /// and those of `variables` the script does not export.
    static func startingEnvironment(_ environment: [String: String], adding variables: [String: String]) -> [String: String] {
        var result = environment
        for (name, value) in variables where !isExported(name) { result[name] = value }
        return result
    }

    /// The script that runs `command`: descriptor 3 closed, the exported ones of
    /// `variables` exported, then `command` given to `eval` as one quoted word, all on the
    /// first line so that the command's lines are numbered from 1, as with `-c`. NUL bytes
    /// are left out, as they are left out of a `-c` argument.
    ///
    ///     script(running: Array("echo {}".utf8), exporting: ["CARDLIST_QUERY": "it's"], …)
    ///     // exec 3<&-; export CARDLIST_QUERY='it'\''s'; eval 'echo {}'
    static func script(running command: [UInt8], exporting variables: [String: String], dialect: Dialect,
                       environment: [String: String]) -> [UInt8] {
        var script = Array("exec 3<&-;".utf8)
        if dialect == .bash {
            // bash counts SECONDS from its start, from the environment's value if it has one.
            let start = environment["SECONDS"].flatMap { $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && !$0.isEmpty ? $0 : nil } ?? "0"
            script += Array(" SECONDS=\(start);".utf8)
        }
        let exported = variables.keys.filter(isExported).sorted()
        if !exported.isEmpty {
            script += Array(" export".utf8)
            for name in exported {
                script += Array(" \(name)=".utf8) + quoted(Array(variables[name]!.utf8))
            }
            script.append(UInt8(ascii: ";"))
        }
        script += Array(" eval ".utf8) + quoted(command)
        script.append(UInt8(ascii: "\n"))
        return script
    }

    /// `bytes` as one single-quoted shell word (a quote inside as `'\''`), NUL bytes left out.
    static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        var word: [UInt8] = [UInt8(ascii: "'")]
        word.reserveCapacity(bytes.count + 2)
        for byte in bytes where byte != 0 {
            if byte == UInt8(ascii: "'") {
                word += Array("'\\''".utf8)
            } else {
                word.append(byte)
            }
        }
        word.append(UInt8(ascii: "'"))
        return word
    }
}
