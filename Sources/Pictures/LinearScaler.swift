import Glibc

/// Shrinks pictures by averaging in linear light: sRGB values are turned into light
/// intensities, averaged (weighted by alpha), and turned back, so a fine black-and-white
/// pattern becomes the grey it looks like rather than a too-dark one.
enum LinearScaler {
    /// sRGB byte → linear intensity 0…1.
    private static let toLinear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// Linear intensity (in 1/4095 steps) → sRGB byte.
    private static let toSRGB: [UInt8] = (0..<4096).map { step in
        let c = Float(step) / 4095
        let s = c <= 0.0031308 ? c * 12.92 : 1.055 * powf(c, 1 / 2.4) - 0.055
        return UInt8(max(0, min(255, (s * 255).rounded())))
    }

    /// `image` shrunk to `width`×`height` (each at least 1); a box filter over the source
    /// pixels each destination pixel covers. Never enlarges: a smaller source is returned
    /// resampled to the size by nearest pixels.
    ///
    /// - Complexity: O(source pixels + destination pixels).
    static func scaled(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
        let width = max(1, width), height = max(1, height)
        guard image.width > 0, image.height > 0 else { return image }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        image.rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let y0 = y * image.height / height
                let y1 = max(y0 + 1, (y + 1) * image.height / height)
                for x in 0..<width {
                    let x0 = x * image.width / width
                    let x1 = max(x0 + 1, (x + 1) * image.width / width)
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for sy in y0..<y1 {
                        var index = (sy * image.width + x0) * 4
                        for _ in x0..<x1 {
                            let alpha = Float(source[index + 3]) / 255
                            r += toLinear[Int(source[index])] * alpha
                            g += toLinear[Int(source[index + 1])] * alpha
                            b += toLinear[Int(source[index + 2])] * alpha
                            a += alpha
                            index += 4
                        }
                    }
                    let count = Float((y1 - y0) * (x1 - x0))
                    let target = (y * width + x) * 4
                    if a > 0 {
                        out[target] = toSRGB[Int((r / a * 4095).rounded())]
                        out[target + 1] = toSRGB[Int((g / a * 4095).rounded())]
                        out[target + 2] = toSRGB[Int((b / a * 4095).rounded())]
                    }
                    out[target + 3] = UInt8(max(0, min(255, (a / count * 255).rounded())))
                }
            }
        }
        return PixelImage(width: width, height: height, rgba: out)
    }
}
