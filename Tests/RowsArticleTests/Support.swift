import Testing
import Rows

/// Asserts that `part` drawn `width` columns wide (no colours) is the fenced grid `expected`,
/// with only the public snapshot API a user of `Rows` has.
func expectPicture(_ part: some RowPart, width: Int, _ expected: String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    var environment = RowEnvironment()
    environment.usesColor = false
    let difference = part.rendered(width: width, environment: environment).snapshotDifference(from: expected)
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
}
