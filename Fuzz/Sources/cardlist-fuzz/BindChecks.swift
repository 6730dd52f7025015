import CardListCore

/// Feeds a `--bind` value (the input as UTF-8, invalid bytes replaced) to ``BindingParser``:
/// an error points inside the value (or just past it); bindings read back as themselves
/// when written out again (each trigger's name, `:`, the actions' written forms joined by
/// `+`), unless an argument could only be written `name:…` before another action.
enum BindChecks {
    static func run(_ input: [UInt8]) {
        let value = String(decoding: input, as: UTF8.self)
        let parsed: [BindingParser.Parsed]
        do {
            parsed = try BindingParser.parse(value)
        } catch {
            precondition(error.column >= 1 && error.column <= value.unicodeScalars.count + 1, "an error column outside the value")
            return
        }
        for binding in parsed {
            let written = binding.actions.map(\.written)
            // The colon form takes the rest of the value: only the last action may use it.
            guard !written.dropLast().contains(where: { isColonForm($0) }) else { continue }
            for trigger in binding.triggers {
                let name = trigger.fzfName
                let text = name + ":" + written.joined(separator: "+")
                let again: [BindingParser.Parsed]
                do {
                    again = try BindingParser.parse(text)
                } catch {
                    preconditionFailure("a binding written out does not read back: \(error)")
                }
                precondition(again.count == 1 && again[0].triggers == [trigger] && again[0].actions == binding.actions,
                             "a binding written out reads back differently")
            }
        }
    }

    /// Whether a written action is `name:argument`.
    private static func isColonForm(_ written: String) -> Bool {
        guard let colon = written.firstIndex(of: ":") else { return false }
        return written[..<colon].allSatisfy { $0.isLetter || $0 == "-" }
    }
}
