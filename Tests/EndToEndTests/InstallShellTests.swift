import Foundation
import Testing

/// `make install` puts the completion of cardlist's options where bash-completion, zsh and
/// fish look for it, and the integration scripts in share/cardlist/shell, under DESTDIR and
/// PREFIX; each file is what the binary prints.
@Suite struct InstallShellTests {
    @Test func installShellWritesEachShellsFilesUnderDestdirAndPrefix() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: destination) }
        let make = try ShellCommand.run("make -s -C '\(PackageRoot.url.path)' install-shell DESTDIR='\(destination.path)' PREFIX=/opt/cl BINARY=\"$cardlist\" SHELL_OUT='\(destination.path)/out'")
        #expect(make.status == 0, "\(make.stderr)")
        let expected = [
            "share/bash-completion/completions/cardlist": "--completion bash",
            "share/zsh/site-functions/_cardlist": "--completion zsh",
            "share/fish/vendor_completions.d/cardlist.fish": "--completion fish",
            "share/cardlist/shell/cardlist.bash": "--bash",
            "share/cardlist/shell/cardlist.zsh": "--zsh",
            "share/cardlist/shell/cardlist.fish": "--fish",
        ]
        for (path, arguments) in expected {
            let installed = try String(contentsOf: destination.appendingPathComponent("opt/cl").appendingPathComponent(path), encoding: .utf8)
            let printed = try ShellCommand.run("\"$cardlist\" \(arguments)").output
            #expect(!printed.isEmpty && installed == printed, "\(path)")
        }
    }
}
