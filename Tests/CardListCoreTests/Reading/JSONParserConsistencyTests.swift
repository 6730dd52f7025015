import Foundation
import Testing
@testable import CardListCore
@testable import Items

/// The parser agrees with Foundation's `JSONSerialization` on what is JSON and what it means.
@Suite struct JSONParserConsistencyTests {
    static let validDocuments = [
        "[]", "{}", "0", "-0.5", "1e10", "-2.5E-3", "123456789", "true", "false", "null",
        #""""#, #""plain""#, #""esc \" \\ \/ \b \f \n \r \t""#, #""\u00e9\u6f22\ud83d\ude00""#,
        #"" raw é 漢 😀 ""#, #"[1, [2, [3, [4, []]]], {"a": {"b": {"c": null}}}]"#,
        #"{"name": "Flat white", "tags": ["a", "b"], "amount": -12.5, "ok": true, "none": null}"#,
        " \n\t\r [ 1 , \"two\" , { \"three\" : 3 } ] \n ",
        #"{"a": 1, "b": [true, false], "c": {"d": "e", "f": [0.1, 2e-3]}}"#,
        #"["\u0000", "\u001f", "\u007f", "tab\tin\tstring"]"#,
    ]

    static let invalidDocuments = [
        "", "[", "]", "{", "[1 2]", "{\"a\" 1}", "{1: 2}", "tru", "nul",
        "01", "-", "1.", "1e", ".5", "+1", "\"unterminated", "\"bad \\x escape\"", "\"\\u12\"",
        "[\"a\"] x", "{\"a\":1}}", "\"ctrl \u{01}\"", "'single'", "[1,,2]", "NaN",
    ]

    @Test(arguments: validDocuments)
    func acceptsWhatFoundationAccepts(document: String) throws {
        let ours = try JSONParser.parse(Array(document.utf8))
        let theirs = try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
        #expect(Self.matches(ours, theirs), "\(document)")
    }

    @Test(arguments: invalidDocuments)
    func rejectsWhatFoundationRejects(document: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(document.utf8)) }
        #expect(throws: (any Error).self) {
            try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
        }
    }

    /// Foundation accepts a trailing comma (a JSON5 leniency); RFC 8259 and this parser do not.
    @Test(arguments: ["[1,]", "{\"a\": 1,}"])
    func rejectsTrailingCommasThatFoundationTolerates(document: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(document.utf8)) }
    }

    /// Whether a parsed value means the same as what `JSONSerialization` returned.
    static func matches(_ value: JSONValue, _ object: Any) -> Bool {
        switch value {
        case .null:
            return object is NSNull
        case .bool(let flag):
            return (object as? Bool) == flag && !(object is String)
        case .number(let text):
            guard let number = object as? NSNumber, let expected = Double(text) else { return false }
            return number.doubleValue == expected
        case .string(let string):
            return (object as? String) == string
        case .array(let elements):
            guard let others = object as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let others = object as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { member in others[member.key].map { matches(member.value, $0) } ?? false }
        }
    }
}
