import Testing
@testable import Rows

/// The default locale comes from the POSIX locale variables, as the C library reads them
/// for money.
@Suite struct LocaleVariablesTests {
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de_DE"),
        (["LANG": "de_DE.UTF-8@euro"], "de_DE"),
        (["LANG": "fr_FR@euro"], "fr_FR"),
        (["LANG": "ja_JP"], "ja_JP"),
        (["LANG": "en_GB.ISO-8859-1", "LC_CTYPE": "de_DE.UTF-8"], "en_GB"),
    ])
    func codesetAndModifierAreCutOff(variables: [String: String], expected: String) {
        #expect(RowEnvironment.moneyLocaleIdentifier(from: variables) == expected)
    }

    @Test(arguments: [
        [:],
        ["LANG": ""],
        ["LANG": "C"],
        ["LANG": "C.UTF-8"],
        ["LANG": "POSIX"],
        ["LANG": "POSIX.UTF-8"],
        ["LC_CTYPE": "de_DE.UTF-8"],
    ])
    func cPosixOrNothingIsUSEnglish(variables: [String: String]) {
        #expect(RowEnvironment.moneyLocaleIdentifier(from: variables) == "en_US")
    }

    @Test func lcAllWinsOverLcMonetaryWhichWinsOverLang() {
        let all = ["LC_ALL": "ja_JP.UTF-8", "LC_MONETARY": "de_CH.UTF-8", "LANG": "fr_FR.UTF-8"]
        #expect(RowEnvironment.moneyLocaleIdentifier(from: all) == "ja_JP")
        #expect(RowEnvironment.moneyLocaleIdentifier(from: all.merging(["LC_ALL": ""]) { $1 }) == "de_CH")
        #expect(RowEnvironment.moneyLocaleIdentifier(from: ["LC_ALL": "", "LC_MONETARY": "", "LANG": "nl_NL.UTF-8"]) == "nl_NL")
    }

    @Test func cInAWinningVariableIsNotPassedOver() {
        #expect(RowEnvironment.moneyLocaleIdentifier(from: ["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"]) == "en_US")
    }
}
