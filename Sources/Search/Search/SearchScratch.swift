/// Buffers one search task reuses from text to text, so scoring allocates nothing per item.
struct SearchScratch {
    /// The current field's scalars.
    var scalars: [UInt32] = []
    /// The bonus of each scalar of the current field.
    var bonuses: [Int32] = []
    /// Best score with term character *i* matched at window column *j*, row by row.
    var scores: [Int32] = []
    /// The length of the run of consecutive matches ending at each cell.
    var runs: [Int16] = []
    /// Whether each cell's best came from the cell diagonally before it (a run).
    var fromRun: [Bool] = []

    /// The most cells (term length × window width) the optimal alignment fills; longer
    /// windows take the greedy alignment, so memory stays bounded whatever the text.
    static let cellLimit = 96 * 1024

    init() {}

    /// Makes sure the DP arrays hold `cells` cells.
    mutating func reserveCells(_ cells: Int) {
        if scores.count < cells {
            scores = [Int32](repeating: 0, count: cells)
            runs = [Int16](repeating: 0, count: cells)
            fromRun = [Bool](repeating: false, count: cells)
        }
    }
}
