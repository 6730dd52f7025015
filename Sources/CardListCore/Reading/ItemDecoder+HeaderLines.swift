extension ItemDecoder {
    /// Starts counting lines after `lineCount` lines already taken from the input (as a
    /// `--header-lines` header), so errors name the line of the whole input. Call it before
    /// the first ``feed(_:)``.
    public mutating func skipLines(_ lineCount: Int) {
        consumedPosition.line += max(0, lineCount)
    }
}
