extension JSONValue {
    /// The value as compact JSON text: no spaces, members in order, non-ASCII kept as
    /// UTF-8, control characters and DEL escaped (as `jq -c` writes them).
    ///
    ///     JSONValue.object([.init("name", .string("Tea\n"))]).encoded()   // {"name":"Tea\n"}
    ///
    /// - Complexity: O(*n*) in the size of the value.
    public func encoded() -> String {
        var output = ""
        encode(into: &output)
        return output
    }

    private func encode(into output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let string): Self.encode(string, into: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.encode(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.encode(member.key, into: &output)
                output += ":"
                member.value.encode(into: &output)
            }
            output += "}"
        }
    }

    private static func encode(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20 || control.value == 0x7F:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
