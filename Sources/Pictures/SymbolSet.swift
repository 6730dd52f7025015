/// Which block symbols a picture is drawn with: finer ones show more detail, coarser ones
/// are drawn the same by more fonts.
public enum SymbolSet: String, Hashable, Sendable, CaseIterable {
    /// Upper and lower half blocks: two pixels a cell, one above the other.
    case half
    /// Quadrant blocks: 2×2 pixels a cell.
    case quad
    /// Sextant blocks (Unicode 13): 2×3 pixels a cell.
    case sextant

    /// The pixels one cell shows: across and down.
    var pixelsPerCell: (across: Int, down: Int) {
        switch self {
        case .half: (1, 2)
        case .quad: (2, 2)
        case .sextant: (2, 3)
        }
    }
}

/// The colours a picture is drawn in.
public enum PictureColors: Hashable, Sendable {
    /// 24-bit RGB.
    case trueColor
    /// The 256-colour palette's entries 16–255.
    case palette256
}
