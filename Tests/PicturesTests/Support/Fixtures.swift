import CJPEG
import CPNG
import Foundation
import Glibc
@testable import Pictures

/// Pictures drawn here for the tests, and encoders that turn them into PNG and JPEG bytes.
enum Fixtures {
    /// Red on the left to blue on the right, `width`×`height`.
    static func gradient(width: Int = 48, height: Int = 24) -> PixelImage {
        pixels(width: width, height: height) { x, _ in
            let t = Double(x) / Double(max(1, width - 1))
            return (UInt8((255 * (1 - t)).rounded()), 0, UInt8((255 * t).rounded()), 255)
        }
    }

    /// Black and white squares of `square` pixels.
    static func checkerboard(width: Int = 48, height: Int = 24, square: Int = 1) -> PixelImage {
        pixels(width: width, height: height) { x, y in
            let white = (x / square + y / square) % 2 == 0
            return white ? (255, 255, 255, 255) : (0, 0, 0, 255)
        }
    }

    /// An opaque green disc on a fully transparent background.
    static func transparentDisc(width: Int = 48, height: Int = 24) -> PixelImage {
        pixels(width: width, height: height) { x, y in
            let dx = (Double(x) + 0.5 - Double(width) / 2) / (Double(width) / 2)
            let dy = (Double(y) + 0.5 - Double(height) / 2) / (Double(height) / 2)
            return dx * dx + dy * dy <= 0.6 ? (30, 200, 60, 255) : (0, 0, 0, 0)
        }
    }

    /// One colour everywhere.
    static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> PixelImage {
        pixels(width: width, height: height) { _, _ in (r, g, b, 255) }
    }

    static func pixels(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> PixelImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = color(x, y)
                rgba += [r, g, b, a]
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// `image` as PNG bytes (RGBA), with libpng's simplified writer.
    static func png(_ image: PixelImage) -> [UInt8] {
        var info = png_image()
        info.version = UInt32(PNG_IMAGE_VERSION)
        info.width = UInt32(image.width)
        info.height = UInt32(image.height)
        info.format = cl_png_format_rgba
        let png = try! PictureLibraries.system.png.functions()
        var size = 0
        _ = image.rgba.withUnsafeBytes { png.image_write_to_memory(&info, nil, &size, 0, $0.baseAddress, 0, nil) }
        var bytes = [UInt8](repeating: 0, count: size)
        _ = bytes.withUnsafeMutableBytes { out in
            image.rgba.withUnsafeBytes { png.image_write_to_memory(&info, out.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        return Array(bytes.prefix(size))
    }

    /// `image` as JPEG bytes (alpha dropped).
    static func jpeg(_ image: PixelImage, quality: Int32 = 90) -> [UInt8] {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(image.width * image.height * 3)
        for index in 0..<(image.width * image.height) {
            rgb += image.rgba[(index * 4)..<(index * 4 + 3)]
        }
        var jpeg = try! PictureLibraries.system.jpeg.functions()
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = rgb.withUnsafeBufferPointer {
            cl_jpeg_encode(&jpeg, $0.baseAddress, UInt32(image.width), UInt32(image.height), quality, &out, &size)
        }
        guard status == 0, let out else { return [] }
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// A PNG whose header claims `width`×`height`, followed by a few bytes of pixel data.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A valid JPEG with its frame header changed to claim `width`×`height`.
    static func jpegClaiming(width: UInt16, height: UInt16) -> [UInt8] {
        var bytes = jpeg(solid(width: 16, height: 16, 100, 100, 100))
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        guard let sof = (0..<(bytes.count - 1)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else { return bytes }
        bytes[sof + 5] = UInt8(height >> 8)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return bytes
    }

    /// Writes `bytes` to a new file in a scratch folder; returns its path.
    static func file(_ bytes: [UInt8], name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardlist-pictures-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(UUID().uuidString + "-" + name)
        try Data(bytes).write(to: url)
        return url.path
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
