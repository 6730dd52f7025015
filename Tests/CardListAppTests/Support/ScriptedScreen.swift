import CardListCore
import Foundation
import Rows
@testable import cardlist
@testable import CardListOptions

/// A ``Screen`` that replays keys and keeps every frame drawn, for driving ``Browser``
/// without a terminal.
///
/// Like a person at the keyboard it types only once the list is idle: while the browser
/// still waits for items or the name index (it reads with a timeout), the screen lets the
/// time pass and reports nothing. When the script is used up it presses Esc. With
/// `typedAhead`, the script after its first event counts as typed at once: it is also
/// there for a read that does not wait (timeout 0).
final class ScriptedScreen: Screen {
    /// The size now: a scripted resize event changes it, as a terminal's resize does.
    private(set) var size: Size
    let clusterWidths = ClusterWidths.glibc
    let showsPictures = false
    private var script: [InputEvent]
    private let typedAhead: Bool
    private var started = false
    /// Every frame drawn, oldest first.
    private(set) var frames: [Canvas] = []
    /// The frame on screen when each scripted event was read.
    private(set) var framesBeforeEvents: [Canvas] = []
    private(set) var hasEnded = false
    /// How many frames were drawn before the first scripted event was read.
    private(set) var framesBeforeScript = 0

    init(width: Int = 40, height: Int = 12, events: [InputEvent], typedAhead: Bool = false) {
        size = Size(width: width, height: height)
        script = events
        self.typedAhead = typedAhead
    }

    func draw(_ canvas: Canvas) { frames.append(canvas) }
    /// The heights an inline list fitted itself to, in order.
    private(set) var fittedHeights: [Int] = []
    func fit(height: Int) {
        fittedHeights.append(height)
        size.height = min(size.height, height)
    }
    func setNeedsFullRepaint() {}
    func suspend() {}
    func end() { hasEnded = true }

    func readEvent(timeout: Int) -> InputEvent? {
        if timeout == 0, typedAhead, started, !script.isEmpty {
            if let frame = frames.last { framesBeforeEvents.append(frame) }
            return next()
        }
        if timeout >= 0 {
            Thread.sleep(forTimeInterval: Double(timeout) / 1000)
            return nil
        }
        if let frame = frames.last { framesBeforeEvents.append(frame) }
        if !started { framesBeforeScript = frames.count }
        started = true
        return next()
    }

    /// The next scripted event (Esc when none is left); a resize changes ``size``.
    private func next() -> InputEvent {
        let event = script.isEmpty ? InputEvent.key(.escape) : script.removeFirst()
        if case let .resize(width, height) = event { size = Size(width: width, height: height) }
        return event
    }

    /// The frames drawn once the script had begun.
    var framesDuringScript: Int { frames.count - framesBeforeScript }

    /// The text of the last frame drawn, one string per row.
    var lastLines: [String] { frames.last?.lines ?? [] }
}

/// A file of `lines` in the temporary directory, removed when the value is dropped.
final class InputFile {
    let path: String

    init(_ lines: [String], named name: String = "items.txt") throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}

/// What one run of ``Browser`` produced.
struct BrowserRun {
    var status: Int32
    var output: String
    /// The screen, or nil when the list decided without opening one.
    var screen: ScriptedScreen?

    /// Runs the list with `arguments` on a scripted screen that types `events`.
    static func run(_ arguments: [String], typing events: [InputEvent] = [], typedAhead: Bool = false,
                    width: Int = 40, height: Int = 12) throws -> BrowserRun {
        let options = try Options.parse(arguments, environment: [:])
        var output: [UInt8] = []
        var screen: ScriptedScreen?
        // However slowly a loaded machine runs it, a burst typed ahead is taken in whole.
        let browser = Browser(options: options, environment: ["TERM": "xterm"], typeAheadLimit: .seconds(60)) { output += $0 }
        let status = try browser.run { _ in
            let opened = ScriptedScreen(width: width, height: height, events: events, typedAhead: typedAhead)
            screen = opened
            return opened
        }
        return BrowserRun(status: status, output: String(decoding: output, as: UTF8.self), screen: screen)
    }
}
