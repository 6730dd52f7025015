/// Which characters rows may draw with, and how the terminal measures emoji sequences.
///
/// All of Unicode, or plain ASCII for terminals whose locale is not UTF-8 (frames become
/// `+-|`, shadows and icons plain ASCII). Every measurement of text goes through a charset,
/// so the terminal's ``ClusterWidths`` reach all of layout with it.
public struct Charset: Hashable, Sendable {
    /// The characters frames, shadows and icons may use.
    public enum Repertoire: Hashable, Sendable {
        case unicode
        case ascii
    }

    public let repertoire: Repertoire
    /// How emoji sequences are measured and split (``ClusterWidths/glibc`` in ASCII).
    public let clusterWidths: ClusterWidths

    /// All of Unicode, with today's emoji widths.
    public static let unicode = Charset(repertoire: .unicode, clusterWidths: .glibc)
    /// Plain ASCII.
    public static let ascii = Charset(repertoire: .ascii, clusterWidths: .glibc)

    /// All of Unicode, measured as a terminal with `widths` measures it.
    public static func unicode(_ widths: ClusterWidths) -> Charset {
        Charset(repertoire: .unicode, clusterWidths: widths)
    }

    /// This charset with `widths`; ASCII keeps ``ClusterWidths/glibc``.
    public func with(_ widths: ClusterWidths) -> Charset {
        repertoire == .ascii ? self : .unicode(widths)
    }
}
