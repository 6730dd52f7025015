import Foundation
import Testing

/// The modules depend one way — app → terminal I/O → pure logic → Rows — as the sources'
/// imports say, so a new import against the grain fails here.
@Suite struct ModuleBoundaryTests {
    /// The modules each module's sources import, from `Sources/<module>/**/*.swift`.
    private func imports(of module: String) throws -> Set<String> {
        let folder = PackageRoot.url.appendingPathComponent("Sources/\(module)")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var found: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                   words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
                    found.insert(String(words[index + 1]))
                }
            }
        }
        return found
    }

    @Test func onlyTheTerminalModuleImportsNcurses() throws {
        for module in ["Rows", "InputEvents", "Items", "Search", "CardListCore", "CardListOptions", "Pictures", "cardlist",
                       "rows-gallery", "terminal-demo", "RowsTerminal"] {
            #expect(try !imports(of: module).contains("CNcursesw"), "\(module)")
        }
        #expect(try imports(of: "Terminal").contains("CNcursesw"))
    }

    @Test func terminalIOImportsNothingAboveIt() throws {
        let above: Set = ["Items", "Search", "CardListCore", "CardListOptions", "cardlist", "Pictures"]
        #expect(try imports(of: "Terminal").isDisjoint(with: above))
        #expect(try imports(of: "InputEvents").isDisjoint(with: above.union(["Terminal", "Rows"])))
    }

    @Test func rowsImportsNoOtherModuleOfThePackage() throws {
        let ours: Set = [
            "CNcursesw", "CPNG", "CJPEG", "CChafa", "InputEvents", "Items", "Search", "CardListCore", "CardListOptions", "Terminal",
            "Pictures", "cardlist",
        ]
        #expect(try imports(of: "Rows").isDisjoint(with: ours))
    }

    @Test func theListRunnerImportsOnlyRowsTheTerminalAndInputEvents() throws {
        let ours: Set = ["Rows", "Terminal", "InputEvents"]
        let imported = try imports(of: "RowsTerminal")
        #expect(imported.isSuperset(of: ours))
        // Besides those, only the system: the C library and the standard library's modules.
        #expect(imported.subtracting(ours).subtracting(["Glibc", "Synchronization"]).isEmpty, "\(imported)")
    }

    @Test func thePureLogicImportsNoTerminalOrDecoder() throws {
        for module in ["Items", "Search", "CardListCore", "CardListOptions"] {
            let decoders: Set = ["Terminal", "Pictures", "CNcursesw", "CPNG", "CJPEG", "CChafa"]
            #expect(try imports(of: module).isDisjoint(with: decoders), "\(module)")
        }
    }
}
