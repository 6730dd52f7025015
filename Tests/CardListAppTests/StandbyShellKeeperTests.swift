import CardListCore
import Glibc
import Testing
@testable import cardlist

/// The shell kept ready for the pane's next command: taken when it was started with the
/// environment the command needs, replaced when not, and ended with the list.
@Suite struct StandbyShellKeeperTests {
    private let environment = ["PATH": "/usr/bin:/bin"]

    /// Waits until `condition` holds (5 s at most); whether it did.
    private func eventually(_ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while clock.now < deadline {
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    @Test func aShellStartedWithAnotherEnvironmentIsNotTakenAndEnds() throws {
        let keeper = StandbyShellKeeper(shell: "/bin/dash", dialect: .posix)
        defer { keeper.stopAll() }
        keeper.prepare(environment: environment.merging(["OTHER": "1"]) { $1 }, after: nil)
        #expect(eventually { keeper.isReady })
        #expect(keeper.take(startedWith: environment.merging(["OTHER": "2"]) { $1 }) == nil)
        #expect(!keeper.isReady)
        keeper.prepare(environment: environment.merging(["OTHER": "2"]) { $1 }, after: nil)
        #expect(eventually { keeper.isReady })
        let standby = try #require(keeper.take(startedWith: environment.merging(["OTHER": "2"]) { $1 }))
        let process = try #require(standby.run(Array("echo $OTHER".utf8), exporting: [:]))
        #expect(eventually { process.isFinished })
        #expect(process.takeOutput().bytes == Array("2\n".utf8))
    }

    @Test func stopAllEndsTheShellReadyAndStartsNoOther() throws {
        let keeper = StandbyShellKeeper(shell: "/bin/dash", dialect: .posix)
        keeper.prepare(environment: environment, after: nil)
        #expect(eventually { keeper.isReady })
        keeper.stopAll()
        #expect(!keeper.isReady)
        keeper.prepare(environment: environment, after: nil)
        usleep(50_000)
        #expect(!keeper.isReady)
    }
}
