import Glibc
@testable import cardlist

extension PreviewRunner {
    /// The running command's output until it ends (at most 5 s), for tests.
    func outputUntilFinished() -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        var bytes: [UInt8] = []
        while clock.now < deadline {
            if let output = takeOutput() {
                bytes += output.bytes
                if output.finished { break }
            }
            usleep(1_000)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
