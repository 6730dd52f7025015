extension String {
    /// Whether any of the string's UTF-8 bytes satisfies `predicate`.
    ///
    /// A native string's bytes are scanned in place as one buffer, which costs a fraction
    /// of going through the generic view byte by byte.
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}
