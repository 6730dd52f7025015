import Testing
@testable import CardListCore
@testable import CardListOptions

/// The field options take a path or column name, never an empty one.
@Suite struct FieldOptionTests {
    @Test(arguments: ["--name-field", "--summary-field", "--image-field", "--detail-field", "--label-field"])
    func emptyFieldPathIsRefused(_ option: String) {
        #expect(throws: OptionsError.emptyFieldPath(option: option)) { try Options.parse([option, ""]) }
        #expect(throws: OptionsError.emptyFieldPath(option: option)) { try Options.parse([option + "="]) }
    }

    @Test func emptyFieldPathMessageNamesTheOption() {
        #expect(OptionsError.emptyFieldPath(option: "--name-field").description
            == "--name-field needs a field path or column name, not an empty one")
    }

    @Test func fieldPathIsKept() throws {
        #expect(try Options.parse(["--name-field", "user.login"]).fieldMapping.name == "user.login")
    }
}
