import CJPEG
import Glibc

/// Decodes JPEG files with libjpeg-turbo at reduced size (1/2, 1/4, 1/8) when the picture is
/// larger than a thumbnail needs, so a huge photo never needs full-size memory.
enum JPEGDecoder {
    /// Whether `bytes` start with a JPEG start-of-image marker.
    static func matches(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// The picture in `bytes` as RGBA (opaque).
    ///
    /// - Throws: ``PictureError/corrupt`` for damaged or truncated data (a warning from the
    ///   decoder counts), ``PictureError/empty``, or ``PictureError/tooLarge`` when even
    ///   1/8 size is above `limits.maximumPixels` (refused from the header), or
    ///   ``PictureError/libraryMissing(_:)`` when libjpeg cannot be loaded.
    static func decode(_ bytes: [UInt8], limits: DecodeLimits, libraries: PictureLibraries) throws(PictureError) -> PixelImage {
        var jpeg = try libraries.jpeg.functions()
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            cl_jpeg_decode(&jpeg, buffer.baseAddress, UInt(buffer.count), UInt32(limits.minimumSide),
                           UInt(limits.maximumPixels), &pixels, &width, &height)
        }
        switch Int(status) {
        case CL_JPEG_OK: break
        case CL_JPEG_EMPTY: throw .empty
        case CL_JPEG_TOO_LARGE: throw .tooLarge
        default: throw .corrupt
        }
        guard let pixels else { throw .corrupt }
        defer { free(pixels) }
        let count = Int(width) * Int(height)
        var rgba = [UInt8](repeating: 255, count: count * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for index in 0..<count {
                out[index * 4] = pixels[index * 3]
                out[index * 4 + 1] = pixels[index * 3 + 1]
                out[index * 4 + 2] = pixels[index * 3 + 2]
            }
        }
        return PixelImage(width: Int(width), height: Int(height), rgba: rgba)
    }
}
