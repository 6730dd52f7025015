import Testing
@testable import CardListCore
@testable import Items

/// A parsed record written back on one line, as `jq -c` writes it.
@Suite struct CompactEncodingTests {
    @Test func prettyObjectBecomesOneLineKeepingKeysOrderAndNumberText() throws {
        let value = try JSONParser.parse(Array("{\n  \"z\": 1.50,\n  \"a\": [1e3, -0, true, null],\n  \"m\": {\"k\": \"v\"}\n}".utf8))
        #expect(value.encoded() == #"{"z":1.50,"a":[1e3,-0,true,null],"m":{"k":"v"}}"#)
    }

    @Test func stringsAreEscapedMinimally() throws {
        let value = try JSONParser.parse(Array(#"["\u00e9\/\"\\\n\t\u0001\u007f😀"]"#.utf8))
        #expect(value.encoded() == #"["é/\"\\\n\t\u0001\u007f😀"]"#)
    }

    @Test func encodedTextParsesBackToTheSameValue() throws {
        let text = #"{"a":"\b\f\r\u001b","b":[{"c":[]}],"d":{}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(try JSONParser.parse(Array(value.encoded().utf8)) == value)
    }
}
