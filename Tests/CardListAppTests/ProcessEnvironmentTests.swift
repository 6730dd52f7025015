import Glibc
import Testing
@testable import cardlist

/// The environment read from `environ`, as the options and the terminal see it.
@Suite(.serialized) struct ProcessEnvironmentTests {
    @Test func holdsAVariableSetInTheProcess() {
        setenv("CARDLIST_TEST_VARIABLE", "a=b c", 1)
        defer { unsetenv("CARDLIST_TEST_VARIABLE") }
        #expect(ProcessEnvironment.current()["CARDLIST_TEST_VARIABLE"] == "a=b c")
    }

    @Test func agreesWithGetenvOnEveryName() {
        let environment = ProcessEnvironment.current()
        #expect(!environment.isEmpty)
        // (An entry `=x` has an empty name, which getenv cannot look up.)
        for (name, value) in environment where !name.isEmpty {
            #expect(getenv(name).map { String(cString: $0) } == value, "\(name)")
        }
    }

    @Test func anEmptyValueIsKept() {
        setenv("CARDLIST_TEST_EMPTY", "", 1)
        defer { unsetenv("CARDLIST_TEST_EMPTY") }
        #expect(ProcessEnvironment.current()["CARDLIST_TEST_EMPTY"] == "")
    }
}
