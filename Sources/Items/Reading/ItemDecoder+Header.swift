extension ItemDecoder {
    /// Bytes kept of one header record's name: a header without an end costs no more
    /// than a screenful.
    public static let maximumHeaderNameBytes = 64 * 1024

    /// Whether every header record wanted (`--header-lines`) has been taken; from then on
    /// records are items.
    public var isHeaderComplete: Bool { header.count >= headerCount }

    /// Takes `name` as the next header record's text, cut at ``maximumHeaderNameBytes``.
    mutating func takeHeader(_ name: some Collection<UInt8>) {
        header.append(String(decoding: name.prefix(Self.maximumHeaderNameBytes), as: UTF8.self))
    }
}
