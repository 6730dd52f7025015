extension Text {
    /// Interpolation into a ``Text`` literal: a `Text` keeps its styles, anything else is
    /// appended as its plain description.
    ///
    ///     let total: Text = "Total: \(Text("12").bold()) EUR"  // "12" bold, the rest plain
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [Run] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            runs.append(Run(literal))
        }

        /// Appends `text` with its styles.
        public mutating func appendInterpolation(_ text: Text) {
            runs += text.runs
        }

        /// Appends `value` as plain text.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            runs.append(Run(String(describing: value)))
        }
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(runs: stringInterpolation.runs)
    }
}
