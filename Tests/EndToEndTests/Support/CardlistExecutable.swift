import Foundation

/// Where the built `cardlist` binary is: next to the test bundle in the build products
/// directory (`make test` builds it first), or at `$CARDLIST_EXECUTABLE` when set.
enum CardlistExecutable {
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["CARDLIST_EXECUTABLE"], !override.isEmpty {
            return override
        }
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
        // On platforms where the tests run inside a bundle, step out of it.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents" || directory.lastPathComponent == "MacOS" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("cardlist").path
    }

    /// Whether the binary has been built.
    static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }
}

/// Where the test-only `terminal-demo` binary is: beside `cardlist` (`make test` builds both).
enum TerminalDemoExecutable {
    static var path: String {
        URL(fileURLWithPath: CardlistExecutable.path).deletingLastPathComponent()
            .appendingPathComponent("terminal-demo").path
    }
}
