import Foundation

/// An example package under `Examples/` built against this checkout, once per test run,
/// into `.build/examples/<name>` (where `make examples` builds it too).
enum ExampleExecutable {
    /// The built `coffee-picker`, or why it could not be built.
    static let coffeePicker = build("coffee-picker")
    /// The built `list-items`, or why it could not be built.
    static let listItems = build("list-items")
    /// The built `pantry-picker`, or why it could not be built.
    static let pantryPicker = build("pantry-picker")

    /// Builds the package `Examples/<name>`, whose executable is also `name`, with the
    /// `swift` on `PATH`; returns the executable's path.
    private static func build(_ name: String) -> Result<String, HarnessError> {
        guard let swift = executable(named: "swift") else { return .failure(HarnessError("swift is not on PATH")) }
        let root = PackageRoot.url
        let scratch = root.appendingPathComponent(".build/examples/\(name)")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("example-build-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        do {
            let status = try Tmux.spawnAndWait(swift, arguments: ["build", "--package-path", root.appendingPathComponent("Examples/\(name)").path,
                                                                  "--scratch-path", scratch.path],
                                               environment: environment, stdout: log.path, stderr: log.path + ".err")
            defer { try? FileManager.default.removeItem(atPath: log.path + ".err") }
            guard status == 0 else {
                let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                return .failure(HarnessError("building Examples/\(name) failed (\(status)):\n\(output.suffix(2000))"))
            }
        } catch let error as HarnessError {
            return .failure(error)
        } catch {
            return .failure(HarnessError("\(error)"))
        }
        return .success(scratch.appendingPathComponent("debug/\(name)").path)
    }

    /// The executable `name` on `PATH`, if any.
    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
