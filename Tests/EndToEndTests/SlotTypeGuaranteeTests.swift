import Foundation
import Testing

/// Type-checks snippets of Swift against the `Rows` module the build made.
enum RowsTypeCheck {
    /// Where the build keeps its module files: beside the built binaries.
    static var modules: String {
        URL(fileURLWithPath: CardlistExecutable.path).deletingLastPathComponent().appendingPathComponent("Modules").path
    }

    static var canTypeCheck: Bool {
        FileManager.default.fileExists(atPath: modules + "/Rows.swiftmodule") && (try? typeCheck("import Rows"))?.status == 0
    }

    /// Type-checks `source` against the built modules; the compiler's status and messages.
    static func typeCheck(_ source: String) throws -> (status: Int32, messages: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let messages = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, messages)
    }
}

/// A list item takes one slot per edge, and the types say so: code that sets a second one
/// does not compile.
@Suite(.enabled(if: RowsTypeCheck.canTypeCheck, "swiftc or the built Rows module is missing"))
struct SlotTypeGuaranteeTests {

    @Test func oneSlotOnEachEdgeCompiles() throws {
        let result = try RowsTypeCheck.typeCheck("""
            import Rows
            let a = AccountBalance("Savings", balance: 1250, currencyCode: "EUR")
                .leading(alignment: .top) { Label("", icon: .bank) }
                .trailing { Tag("new") }
            let b = ListItem("Tram").trailing(alignment: .center) { Tag("5") }.leading { Text("x") }
            let c = ListItem("Bus").leading(Text("x")).trailing(Text("y"))
            """)
        #expect(result.status == 0, "\(result.messages)")
    }

    @Test(arguments: [
        #"ListItem("Tram").leading { Text("x") }.leading { Text("y") }"#,
        #"ListItem("Tram").trailing { Text("x") }.leading { Text("y") }.trailing { Text("z") }"#,
        #"AccountBalance("Savings", balance: 1, currencyCode: "EUR").leading { Text("x") }.leading { Text("y") }"#,
        #"ListItem("Tram").leading(Text("x")).leading(Text("y"))"#,
        #"ListItem("Tram").trailing(Text("x")).trailing { Text("y") }"#,
    ])
    func aSecondSlotOnTheSameEdgeDoesNotCompile(expression: String) throws {
        let result = try RowsTypeCheck.typeCheck("import Rows\nlet item = \(expression)\n")
        #expect(result.status != 0)
        // Refused for the slot, not for some other reason.
        #expect(result.messages.contains("error:") && (result.messages.contains("EmptyPart") || result.messages.contains("no member")),
                "\(result.messages)")
    }
}
