public enum DebugMarks {
    nonisolated(unsafe) public static var marks = [ContinuousClock.Instant](repeating: ContinuousClock.now, count: 8)
    @inline(never) public static func mark(_ i: Int) { marks[i] = ContinuousClock.now }
}
