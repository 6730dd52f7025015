/// Reads a `--bind` value as fzf does: comma-separated `KEY:ACTION[+ACTION…]` bindings, an
/// action's argument written `name(…)`, `name[…]`, `name{…}`, `name<…>`, between two of
/// `~ ! @ # $ % ^ & * ; / |`, or `name:…` to the end of the value.
///
/// An argument ends at the first closing mark that is followed by `+`, `,` or the end, so
/// it may hold commas, plus signs and other brackets (`execute(echo (a, b))`). The keys `,`
/// `:` and `+` are written as themselves before the `:` (`,:up`, `::down`, `+:toggle`);
/// keys listed without an action (`ctrl-a,ctrl-b:up`) share the next binding's actions, and
/// a key with an empty action list (`ctrl-a:`) keeps what it did, as in fzf.
///
///     let parsed = try BindingParser.parse("ctrl-x:change-prompt(> )+first,one:accept")
///     // [(.key(.control("x")), [changePrompt "> ", first]), (.event(.one), [accept])]
///
/// The value is read as Unicode scalars, as fzf reads bytes: a combining mark after a `(`
/// or a `:` never hides it. Columns in errors count scalars from 1.
///
/// - Complexity: O(*n*) in the value's length: the masking of arguments and the split each
///   look at a scalar a bounded number of times.
public enum BindingParser {
    /// One binding as written: its triggers, its actions, and whether the actions were
    /// written after a `+` (`ctrl-a:+up`), to follow what the trigger did already. A `put`
    /// without an argument has none here: it types each trigger's own character
    /// (``actions(for:)``).
    public struct Parsed: Hashable, Sendable {
        public var triggers: [BindTrigger]
        public var actions: [BoundAction]
        public var appends: Bool

        /// The actions `trigger` does: a `put` without an argument types its character.
        public func actions(for trigger: BindTrigger) -> [BoundAction] {
            guard actions.contains(where: { $0.kind == .put && $0.argument == nil }), let character = trigger.typedCharacter else {
                return actions
            }
            return actions.map { $0.kind == .put && $0.argument == nil ? BoundAction(.put, String(character)) : $0 }
        }
    }

    /// The bindings of `value`, in order.
    public static func parse(_ value: String) throws(BindingError) -> [Parsed] {
        let text = Array(value.unicodeScalars)
        let masked = mask(text)
        var result: [Parsed] = []
        var pending: [(trigger: BindTrigger, name: String, start: Int)] = []
        var position = 0
        func fail(_ problem: BindingError.Problem, at index: Int) -> BindingError {
            BindingError(problem, column: index + 1, in: value)
        }
        while position < text.count {
            let keyEnd: Int
            if position + 1 < text.count, ",:+".unicodeScalars.contains(text[position]), text[position + 1] == ":" {
                keyEnd = position + 1
            } else if text[position] == ",", position + 1 < text.count, text[position + 1] == "," {
                keyEnd = position + 1
            } else {
                var end = position
                while end < text.count, masked[end] || (text[end] != ":" && text[end] != ",") { end += 1 }
                keyEnd = end
            }
            guard keyEnd > position else { throw fail(.missingKey, at: position) }
            let name = string(text[position..<keyEnd])
            guard let trigger = BindTrigger(named: name) else { throw fail(.unknownKey(name), at: position) }
            pending.append((trigger, name, position))
            guard keyEnd < text.count, text[keyEnd] == ":" else {
                position = keyEnd + 1
                continue
            }
            var end = keyEnd + 1
            while end < text.count, masked[end] || text[end] != "," { end += 1 }
            if end > keyEnd + 1 {
                // Parsed once for all the keys that share it: the whole value is read once.
                let (actions, appends, barePut) = try parseActions(text, masked, from: keyEnd + 1, to: end, in: value)
                if let barePut, let key = pending.first(where: { $0.trigger.typedCharacter == nil }) {
                    throw fail(.putNeedsCharacter(key: key.name), at: barePut)
                }
                result.append(Parsed(triggers: pending.map(\.trigger), actions: actions, appends: appends))
            }
            pending = []
            position = end + 1
            // A comma at the very end leaves a binding without its key, as in fzf.
            if end + 1 == text.count { throw fail(.missingKey, at: text.count) }
        }
        if let first = pending.first {
            throw fail(.missingAction(pending.map(\.name).joined(separator: ",")), at: first.start)
        }
        return result
    }

    /// The actions written in `text[start..<end]`, split at the `+` signs outside arguments;
    /// whether they add to the key's earlier ones; and where a `put` without an argument
    /// stands, if one does.
    private static func parseActions(_ text: [Unicode.Scalar], _ masked: [Bool], from start: Int, to end: Int,
                                     in value: String) throws(BindingError) -> ([BoundAction], Bool, Int?) {
        var actions: [BoundAction] = []
        var appends = false
        var barePut: Int?
        var specStart = start
        var index = start
        while index <= end {
            guard index == end || (!masked[index] && text[index] == "+") else {
                index += 1
                continue
            }
            if specStart == index {
                // `KEY:+ACTION` adds to what the key did; any other empty action is a mistake.
                guard specStart == start, index < end else {
                    throw BindingError(.emptyAction, column: index + 1, in: value)
                }
                appends = true
            } else {
                let parsed = try parseAction(text[specStart..<index], at: specStart, in: value)
                if parsed == [BoundAction(.put)], barePut == nil { barePut = specStart }
                actions += parsed
            }
            index += 1
            specStart = index
        }
        return (actions, appends, barePut)
    }

    /// One action (two for `toggle-up` and `toggle-down`, which are `toggle` then a move).
    private static func parseAction(_ spec: ArraySlice<Unicode.Scalar>, at column: Int,
                                    in value: String) throws(BindingError) -> [BoundAction] {
        func fail(_ problem: BindingError.Problem) -> BindingError {
            BindingError(problem, column: column + 1, in: value)
        }
        let whole = string(spec)
        switch whole.lowercased() {
        case "toggle-up": return [BoundAction(.toggle), BoundAction(.up)]
        case "toggle-down": return [BoundAction(.toggle), BoundAction(.down)]
        default: break
        }
        if let kind = BoundAction.Kind(named: whole) {
            guard !kind.needsArgument else { throw fail(.needsArgument(kind.rawValue)) }
            return [BoundAction(kind)]
        }
        let nameEnd = spec.firstIndex { !isNameCharacter($0) } ?? spec.endIndex
        guard nameEnd > spec.startIndex, let kind = BoundAction.Kind(named: string(spec[..<nameEnd])), kind.takesArgument else {
            throw fail(.unknownAction(whole))
        }
        let opener = spec[nameEnd]
        let argument: String
        if opener == ":" {
            argument = string(spec[(nameEnd + 1)...])
        } else if let closer = closer(for: opener) {
            guard spec.count - (nameEnd - spec.startIndex) >= 2, spec.last == closer else {
                throw fail(.unclosedArgument(action: kind.rawValue, closer: Character(closer)))
            }
            argument = string(spec[(nameEnd + 1)..<(spec.endIndex - 1)])
        } else {
            throw fail(.unknownAction(whole))
        }
        if kind == .unbind || kind == .rebind {
            for name in argument.split(separator: ",").map(String.init) where BindTrigger(named: name) == nil {
                throw fail(.unknownTarget(action: kind.rawValue, name: name))
            }
        }
        return [BoundAction(kind, argument)]
    }

    /// The closing mark of an argument opened with `opener`, or nil when it opens none.
    static func closer(for opener: Unicode.Scalar) -> Unicode.Scalar? {
        BoundAction.delimiters.first { $0.0.unicodeScalars.first == opener }?.1.unicodeScalars.first
    }

    /// A letter of an action's name (ASCII letters and `-`).
    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "-")
    }

    /// The text of `scalars`.
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    /// Which characters of `text` are inside an action's argument (its marks included), so
    /// that the split into bindings and actions passes over them. An argument is found
    /// after `:` or `+` and the name of an action that takes one; `name:` takes the rest of
    /// the value. An argument never closed is left as it is (the action reports it).
    static func mask(_ text: [Unicode.Scalar]) -> [Bool] {
        var masked = [Bool](repeating: false, count: text.count)
        var index = 0
        while index < text.count {
            guard text[index] == ":" || text[index] == "+" else {
                index += 1
                continue
            }
            var nameEnd = index + 1
            while nameEnd < text.count, isNameCharacter(text[nameEnd]) { nameEnd += 1 }
            guard nameEnd > index + 1, nameEnd < text.count,
                  let kind = BoundAction.Kind(named: string(text[(index + 1)..<nameEnd])), kind.takesArgument else {
                index = nameEnd
                continue
            }
            let opener = text[nameEnd]
            if opener == ":" {
                for masking in nameEnd..<text.count { masked[masking] = true }
                break
            }
            guard let closer = closer(for: opener) else {
                index = nameEnd
                continue
            }
            var close = nameEnd + 1
            while close < text.count, !(text[close] == closer && (close + 1 == text.count || text[close + 1] == "+" || text[close + 1] == ",")) {
                close += 1
            }
            guard close < text.count else { break }
            for masking in nameEnd...close { masked[masking] = true }
            index = close + 1
        }
        return masked
    }
}
