import CardListCore
import Glibc
import Testing
@testable import cardlist

/// The pane's commands as the list runs them: a key's frame waits for a quick command's
/// output, and for nothing after a command that printed nothing in time.
@Suite struct PreviewRunnerTests {
    private let environment = ["PATH": "/usr/bin:/bin"]

    private func request(_ id: Int, _ command: String) -> PreviewRequest {
        PreviewRequest(id: id, template: CommandTemplate(command), input: CommandInput(current: nil), variables: [:])
    }

    @Test func afterACommandThatPrintedInTimeTheNextOnesOutputIsWaitedFor() {
        let runner = PreviewRunner(environment: environment, quickOutputLimit: .seconds(10))
        defer { runner.stopAll() }
        // It prints after 0.2 s: the next command is waited for up to twice that.
        #expect(runner.run(request(1, "sleep 0.2; echo first")))
        #expect(runner.outputUntilFinished() == "first\n")
        #expect(runner.run(request(2, "echo second")))
        runner.waitForQuickOutput()
        let output = runner.takeOutput()
        #expect(output?.id == 2)
        #expect(output.map { String(decoding: $0.bytes, as: UTF8.self) } == "second\n")
    }

    @Test func afterACommandThatPrintedNothingInTimeTheFrameWaitsForNothing() {
        let runner = PreviewRunner(environment: environment, quickOutputLimit: .milliseconds(300))
        defer { runner.stopAll() }
        // Printed in about 0.1 s: the next command would be waited for up to 0.2 s…
        #expect(runner.run(request(1, "sleep 0.1; echo first")))
        #expect(runner.outputUntilFinished() == "first\n")
        // …but this one stays quiet for longer than the limit.
        #expect(runner.run(request(2, "sleep 5")))
        usleep(400_000)
        #expect(runner.run(request(3, "sleep 1; echo third")))
        let clock = ContinuousClock()
        let start = clock.now
        runner.waitForQuickOutput()
        #expect(clock.now - start < .milliseconds(100))
        #expect(runner.takeOutput() == nil)
    }

    @Test func theSameRequestDoesNotStartItsCommandAgain() {
        let runner = PreviewRunner(environment: environment)
        defer { runner.stopAll() }
        #expect(runner.run(request(1, "sleep 5")))
        #expect(!runner.run(request(1, "sleep 5")))
        #expect(!runner.run(nil))
    }
}
