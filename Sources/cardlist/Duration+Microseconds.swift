extension Duration {
    /// The duration in whole microseconds, rounded down.
    var wholeMicroseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
    }
}
