import Foundation
import Testing

/// The picture libraries (libpng, libjpeg, chafa and glib behind it) are loaded when the first
/// picture is drawn, not at start: a run without pictures never maps them.
@Suite struct PictureLibraryLoadingTests {
    private static let pictureLibraries = ["libpng", "libjpeg", "libchafa", "libglib"]

    /// The shared libraries the dynamic loader opened in the run `script`, as `LD_DEBUG=files`
    /// reports them on stderr.
    private func loadedLibraries(_ script: String, files: [String: [UInt8]] = [:]) throws -> (ShellCommand, Set<String>) {
        let run = try ShellCommand.run(script, files: files, environment: ["LD_DEBUG": "files", "COLORTERM": "truecolor"])
        var names: Set<String> = []
        for line in run.stderr.split(separator: "\n") {
            guard let range = line.range(of: "file=") else { continue }
            let path = line[range.upperBound...].prefix { $0 != " " && $0 != "[" }
            names.insert(String(path.split(separator: "/").last ?? path))
        }
        return (run, names)
    }

    @Test func versionAndFilterLoadNoPictureLibrary() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        for script in ["\"$cardlist\" --version", "printf 'one\\ntwo\\n' | \"$cardlist\" --filter o"] {
            let (run, loaded) = try loadedLibraries(script)
            #expect(run.status == 0, "\(script)")
            #expect(loaded.contains { $0.hasPrefix("libc.so") }, "LD_DEBUG gave no list for \(script)")
            #expect(!loaded.contains { name in Self.pictureLibraries.contains { name.hasPrefix($0) } }, "\(script): \(loaded)")
        }
    }

    @Test func printingACardWithAPictureLoadsThemAndDrawsIt() throws {
        try #require(CardlistExecutable.exists, "build cardlist first: swift build --product cardlist")
        let catalog = Array(#"[{"name": "Red and blue", "image": "red-blue.png"}]"#.utf8)
        let (run, loaded) = try loadedLibraries("\"$cardlist\" --print --color always --width 60 catalog.json",
                                                files: ["catalog.json": catalog, "red-blue.png": TestPicture.redAndBlue])
        #expect(run.status == 0)
        #expect(loaded.contains { $0.hasPrefix("libpng") } && loaded.contains { $0.hasPrefix("libchafa") }, "\(loaded)")
        // The thumbnail's two colours in 24-bit escapes: the picture was drawn, not its placeholder.
        #expect(run.output.contains("38;2;220;30;30") || run.output.contains("48;2;220;30;30"))
        #expect(run.output.contains("38;2;30;30;220") || run.output.contains("48;2;30;30;220"))
        #expect(!run.stderr.contains("placeholders"))
    }
}
