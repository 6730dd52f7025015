import Testing
@testable import CardListCore
@testable import Items

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesNestedDocumentKeepingMemberOrder() throws {
        let value = try parse(#" {"b": [1, -2.5e3, true, false, null], "a": {"c": "d"}, "e": []} "#)
        #expect(value == .object([
            .init("b", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
            .init("a", .object([.init("c", .string("d"))])),
            .init("e", .array([])),
        ]))
    }

    @Test func decodesEveryEscapeIncludingSurrogatePairs() throws {
        let value = try parse(#""\" \\ \/ \b \f \n \r \t \u00e9 \u6F22 \ud83d\ude00""#)
        #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t é 漢 😀"))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try parse(#""\ud83d x \ude00 \ud83d\u0041""#) == .string("\u{FFFD} x \u{FFFD} \u{FFFD}A"))
    }

    @Test func invalidUTF8InStringsBecomesReplacementCharacter() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0xC3, 0x22]
        #expect(try JSONParser.parse(bytes) == .string("a\u{FFFD}b\u{FFFD}"))
    }

    @Test func numbersKeepTheirText() throws {
        #expect(try parse("[0, -0, 10.50, 1E+2, 3e-1]") == .array(["0", "-0", "10.50", "1E+2", "3e-1"].map(JSONValue.number)))
    }

    @Test func reportsEachSyntaxErrorAtItsByte() {
        #expect(failure(#"{"a" 1}"#) == JSONSyntaxError(offset: 5, message: "expected ':' after object key"))
        #expect(failure(#"{"a": 1 "b": 2}"#) == JSONSyntaxError(offset: 8, message: "expected ',' or '}' after object member"))
        #expect(failure("[1 2]") == JSONSyntaxError(offset: 3, message: "expected ',' or ']' after array element"))
        #expect(failure("{1: 2}") == JSONSyntaxError(offset: 1, message: "expected a string key or '}'"))
        #expect(failure(#"{"a": 1,}"#) == JSONSyntaxError(offset: 8, message: "expected a string key"))
        #expect(failure("[1,]") == JSONSyntaxError(offset: 3, message: "expected a value"))
        #expect(failure("tru") == JSONSyntaxError(offset: 0, message: "expected a value"))
        #expect(failure("-") == JSONSyntaxError(offset: 1, message: "unexpected end of input, expected a digit in number"))
        #expect(failure("1.x") == JSONSyntaxError(offset: 2, message: "expected a digit after '.' in number"))
        #expect(failure("1e") == JSONSyntaxError(offset: 2, message: "unexpected end of input, expected a digit in exponent"))
        #expect(failure("01") == JSONSyntaxError(offset: 1, message: "unexpected content after JSON value"))
        #expect(failure("") == JSONSyntaxError(offset: 0, message: "unexpected end of input, expected a value"))
        #expect(failure("[1, 2") == JSONSyntaxError(offset: 5, message: "unexpected end of input, expected ',' or ']' after array element"))
    }

    @Test func reportsStringErrors() {
        #expect(failure(#"  "abc"#) == JSONSyntaxError(offset: 2, message: "unterminated string"))
        #expect(failure(#""a\x""#) == JSONSyntaxError(offset: 2, message: #"invalid escape '\x' in string"#))
        #expect(failure(#""\u12G4""#) == JSONSyntaxError(offset: 1, message: #"invalid \u escape: expected 4 hex digits"#))
        #expect(failure("\"a\tb\"") == JSONSyntaxError(offset: 2, message: "control character U+0009 must be escaped in string"))
        #expect(failure("\"a\\") == JSONSyntaxError(offset: 0, message: "unterminated string"))
    }

    @Test func nestingTenThousandDeepIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(failure(deep) == JSONSyntaxError(offset: 512, message: "nesting deeper than 512 levels"))
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parse(deep)
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(depth == 512)
    }

    @Test func dottedPathsReachIntoObjectsAndArrays() throws {
        let value = try parse(#"{"user": {"login": "octocat", "ids": [7, 8]}}"#)
        #expect(value.value(atPath: "user.login") == .string("octocat"))
        #expect(value.value(atPath: "user.ids.1") == .number("8"))
        #expect(value.value(atPath: "user.ids.2") == nil)
        #expect(value.value(atPath: "user.name") == nil)
    }
}
