import CPNG

/// Decodes PNG files with libpng's simplified API, reading the header before any pixel.
enum PNGDecoder {
    /// Whether `bytes` start with the PNG signature.
    static func matches(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// The picture in `bytes` as RGBA.
    ///
    /// - Throws: ``PictureError/empty`` for a zero-size header, ``PictureError/tooLarge`` when
    ///   the header claims more than `limits.maximumPixels` (nothing is allocated for it), and
    ///   ``PictureError/corrupt`` when libpng fails (bad CRC, truncated data), and
    ///   ``PictureError/libraryMissing(_:)`` when libpng cannot be loaded.
    static func decode(_ bytes: [UInt8], limits: DecodeLimits, libraries: PictureLibraries) throws(PictureError) -> PixelImage {
        let png = try libraries.png.functions()
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { buffer in
            png.image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard begun != 0 else { throw .corrupt }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0 else {
            png.image_free(&image)
            throw .empty
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= limits.maximumPixels,
              width <= limits.maximumPixels, height <= limits.maximumPixels else {
            png.image_free(&image)
            throw .tooLarge
        }
        image.format = cl_png_format_rgba
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = bytes.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { out in
                png.image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
            }
        }
        // finish_read frees the image's state itself, on success and on failure.
        guard finished != 0 else { throw .corrupt }
        return PixelImage(width: width, height: height, rgba: pixels)
    }
}
