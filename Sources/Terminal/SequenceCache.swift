/// Terminal sequences already filled in from terminfo, by what they were made for, so that a
/// frame does not format again what the frame before sent (`tiparm` formats its numbers
/// with `printf`). Holds at most ``limit`` of them; past that it starts again empty.
///
///     var moves = SequenceCache<Int>()
///     let bytes = moves.sequence(for: 7) { Array("\u{1B}[8H".utf8) }   // made once, then kept
struct SequenceCache<Key: Hashable> {
    /// How many sequences are kept at the most.
    static var limit: Int { 4096 }

    private var kept: [Key: [UInt8]] = [:]

    /// The sequence for `key`: the one kept, or `make()`'s, which is then kept.
    mutating func sequence(for key: Key, make: () -> [UInt8]) -> [UInt8] {
        if let known = kept[key] { return known }
        let bytes = make()
        if kept.count >= Self.limit { kept.removeAll(keepingCapacity: true) }
        kept[key] = bytes
        return bytes
    }
}
