/// The bounds a decode stays within, whatever a file claims.
public struct DecodeLimits: Hashable, Sendable {
    /// The largest file read, in bytes.
    public var maximumFileBytes: Int
    /// The most pixels a decoded picture may have (4 bytes each while it is held).
    public var maximumPixels: Int
    /// JPEG decodes at 1/2, 1/4 or 1/8 size while both sides stay at least this long.
    public var minimumSide: Int

    public init(maximumFileBytes: Int = 32 << 20, maximumPixels: Int = 4 << 20, minimumSide: Int = 96) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumPixels = maximumPixels
        self.minimumSide = minimumSide
    }

    /// 32 MiB files, 4 Mpixel pictures (16 MiB of RGBA), JPEGs scaled down to about 96 pixels.
    public static let standard = DecodeLimits()
}
