extension ScalarSet {
    /// The most members a set may have for ``caseFolded()`` to look at each.
    static let caseFoldingLimit = 10_000

    /// The set with the other cases of each member added (Unicode's one-scalar lower,
    /// upper and title case mappings), as the `i` flag reads a literal or a class.
    ///
    /// A set of more than ``caseFoldingLimit`` scalars is returned as it is.
    func caseFolded() -> ScalarSet {
        guard count <= Self.caseFoldingLimit else { return self }
        var added = ranges
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                for variant in Self.otherCases(of: scalar) { added.append(variant...variant) }
            }
        }
        return ScalarSet(ranges: added)
    }

    /// The values of the scalars `scalar` maps to in another case, when one scalar each.
    private static func otherCases(of scalar: Unicode.Scalar) -> [UInt32] {
        let properties = scalar.properties
        guard properties.changesWhenCaseMapped else { return [] }
        var result: [UInt32] = []
        for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
            let mapped = mapping.unicodeScalars
            if mapped.count == 1, let other = mapped.first, other != scalar { result.append(other.value) }
        }
        return result
    }
}
