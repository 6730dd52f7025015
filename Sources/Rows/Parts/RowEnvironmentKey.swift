/// A key for a value of your own in the ``RowEnvironment``, after SwiftUI's
/// `EnvironmentKey`: declare the key with its default, add a property for it, and read and
/// write it by key path like the built-in values.
///
///     struct AccentKey: RowEnvironmentKey { static let defaultValue = Color.cyan }
///     extension RowEnvironment {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
///     Tag("5").environment(\.accent, .red)
public protocol RowEnvironmentKey {
    associatedtype Value: Sendable
    /// The value until someone sets one.
    static var defaultValue: Value { get }
}

extension RowEnvironment {
    /// The value for `key`: the last one set, or the key's default.
    public subscript<Key: RowEnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}
