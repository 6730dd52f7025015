/// Decoded pixels: 8-bit RGBA, not premultiplied, rows packed top to bottom.
public struct PixelImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    /// Pixels of a `width`×`height` picture; `rgba` must hold `width * height * 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA buffer does not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
