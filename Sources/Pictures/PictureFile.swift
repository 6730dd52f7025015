import Glibc

/// Reads a picture file with hard limits: the size is checked before reading, the format
/// is told from the first bytes, and the decoders check the header before any pixel.
public enum PictureFile {
    /// The pixels of the PNG or JPEG file at `path`.
    ///
    /// - Throws: ``PictureError`` for a file that cannot be read, is too big, is not a PNG or
    ///   JPEG, or is damaged, empty or too large in pixels, or when its decoder's library
    ///   cannot be loaded.
    public static func pixels(at path: String, limits: DecodeLimits = .standard,
                              libraries: PictureLibraries = .system) throws(PictureError) -> PixelImage {
        let bytes = try read(path, limit: limits.maximumFileBytes)
        if PNGDecoder.matches(bytes) { return try PNGDecoder.decode(bytes, limits: limits, libraries: libraries) }
        if JPEGDecoder.matches(bytes) { return try JPEGDecoder.decode(bytes, limits: limits, libraries: libraries) }
        throw .unknownFormat
    }

    /// The pixels of a PNG or JPEG held in memory.
    public static func pixels(of bytes: [UInt8], limits: DecodeLimits = .standard,
                              libraries: PictureLibraries = .system) throws(PictureError) -> PixelImage {
        guard bytes.count <= limits.maximumFileBytes else { throw .tooLarge }
        if PNGDecoder.matches(bytes) { return try PNGDecoder.decode(bytes, limits: limits, libraries: libraries) }
        if JPEGDecoder.matches(bytes) { return try JPEGDecoder.decode(bytes, limits: limits, libraries: libraries) }
        throw .unknownFormat
    }

    /// The modification time and size of the file at `path`, or nil when it cannot be read.
    public static func signature(of path: String) -> FileSignature? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileSignature(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size))
    }

    /// The bytes of a regular file no bigger than `limit`.
    private static func read(_ path: String, limit: Int) throws(PictureError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable }
        guard Int(info.st_size) <= limit else { throw .tooLarge }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        return Array(bytes.prefix(filled))
    }
}

/// What identifies a version of a file for the thumbnail cache: modification time and size.
public struct FileSignature: Hashable, Sendable {
    public var seconds: Int
    public var nanoseconds: Int
    public var size: Int
}
