/// Sorts item indices by integer keys in place, with no buffer the size of the input:
/// an MSD radix sort (American flag sort) over the keys' bytes, insertion sort for small
/// buckets. Items with equal keys end up in no particular order.
///
///     KeySort.sort(keys: &keys, items: &items)   // keys ascending, items moved alongside
enum KeySort {
    /// Sorts `keys` ascending, applying the same moves to `items` (of the same count).
    ///
    /// - Complexity: O(*n*) per byte of the key at worst, usually far fewer; O(1) extra memory
    ///   besides 2 KB of counts per level.
    static func sort<Key: FixedWidthInteger & UnsignedInteger>(keys: inout [Key], items: inout [UInt32]) {
        sort(keys: &keys, items: &items, range: 0..<keys.count)
    }

    /// Sorts `keys[range]` ascending, applying the same moves to `items[range]`.
    static func sort<Key: FixedWidthInteger & UnsignedInteger>(keys: inout [Key], items: inout [UInt32], range: Range<Int>) {
        precondition(keys.count == items.count, "keys and items differ in count")
        keys.withUnsafeMutableBufferPointer { keys in
            items.withUnsafeMutableBufferPointer { items in
                sort(keys, items, range: range, shift: Key.bitWidth - 8)
            }
        }
    }

    private static func sort<Key: FixedWidthInteger & UnsignedInteger>(_ keys: UnsafeMutableBufferPointer<Key>, _ items: UnsafeMutableBufferPointer<UInt32>, range: Range<Int>, shift: Int) {
        if range.count <= 32 {
            insertionSort(keys, items, range: range)
            return
        }
        // Equal keys (names that share a long prefix) need no pass per byte.
        let first = keys[range.lowerBound]
        if range.allSatisfy({ keys[$0] == first }) { return }
        var counts = [Int](repeating: 0, count: 256)
        for index in range { counts[Int(truncatingIfNeeded: keys[index] >> shift) & 0xFF] += 1 }
        if counts.contains(range.count) {
            // Every key has this byte: nothing moves, on to the next byte.
            sort(keys, items, range: range, shift: shift - 8)
            return
        }
        var starts = [Int](repeating: 0, count: 256)
        var ends = [Int](repeating: 0, count: 256)
        var position = range.lowerBound
        for bucket in 0..<256 {
            starts[bucket] = position
            position += counts[bucket]
            ends[bucket] = position
        }
        var next = starts
        for bucket in 0..<256 {
            while next[bucket] < ends[bucket] {
                let index = next[bucket]
                var key = keys[index], item = items[index]
                var target = Int(truncatingIfNeeded: key >> shift) & 0xFF
                // Follow the cycle until an element that belongs in this bucket comes back.
                while target != bucket {
                    let slot = next[target]
                    next[target] += 1
                    swap(&key, &keys[slot])
                    swap(&item, &items[slot])
                    target = Int(truncatingIfNeeded: key >> shift) & 0xFF
                }
                keys[index] = key
                items[index] = item
                next[bucket] += 1
            }
        }
        guard shift > 0 else { return }
        for bucket in 0..<256 where counts[bucket] > 1 {
            sort(keys, items, range: starts[bucket]..<ends[bucket], shift: shift - 8)
        }
    }

    private static func insertionSort<Key: FixedWidthInteger & UnsignedInteger>(_ keys: UnsafeMutableBufferPointer<Key>, _ items: UnsafeMutableBufferPointer<UInt32>, range: Range<Int>) {
        guard range.count > 1 else { return }
        for index in range.dropFirst() {
            let key = keys[index], item = items[index]
            var hole = index
            while hole > range.lowerBound, keys[hole - 1] > key {
                keys[hole] = keys[hole - 1]
                items[hole] = items[hole - 1]
                hole -= 1
            }
            keys[hole] = key
            items[hole] = item
        }
    }
}
