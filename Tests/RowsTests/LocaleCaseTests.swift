import FoundationEssentials
import Testing
@testable import Rows

/// Labels in capitals follow the environment's language where Unicode's default does not.
@Suite struct LocaleCaseTests {
    @Test func turkishCapitalisesTheDottedIWithItsDot() {
        #expect("istanbul".uppercased(forLocale: "tr_TR") == "İSTANBUL")
        #expect("istanbul".uppercased(forLocale: "en_US") == "ISTANBUL")
    }
}
