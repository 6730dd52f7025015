/// A parsed JSON value, kept only as long as it takes to build an ``Item``.
///
/// Numbers keep their text as written (`"4.50"`, `"1e3"`), so they can be shown exactly
/// and turned into an exact `Amount` without going through `Double`. Object members keep their
/// order; with duplicate keys the first wins on lookup.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its JSON text.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// A key and its value inside an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the first member named `key`, if this is an object.
    ///
    /// - Complexity: O(*m*) in the number of members.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value at a dotted path: `user.login`, `images.0.url` (a number indexes an array).
    /// An empty path is the value itself.
    public func value(atPath path: String) -> JSONValue? {
        if path.isEmpty { return self }
        var current = self
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            let key = String(component)
            if case .array(let elements) = current {
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                current = elements[index]
            } else if let next = current[key] {
                current = next
            } else {
                return nil
            }
        }
        return current
    }

    /// The value as display text: strings as they are, numbers as written, booleans as
    /// `true`/`false`; nil for `null`, arrays and objects.
    public var text: String? {
        switch self {
        case .string(let string): string
        case .number(let number): number
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: nil
        }
    }
}
