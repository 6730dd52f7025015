@_exported import FoundationEssentials
@_exported import Rows

/// Foundation's `Locale` in a row's environment, for programs that already use Foundation:
/// `.environment(\.locale, Locale(identifier: "de_DE"))` reads as it does in SwiftUI.
///
/// Rows itself holds only the locale's identifier (``RowEnvironment/localeIdentifier``), so
/// a program that does not import this module does not link Foundation.
extension RowEnvironment {
    /// The locale that formats numbers such as account balances; setting it sets
    /// ``RowEnvironment/localeIdentifier`` to its identifier.
    public var locale: Locale {
        get { Locale(identifier: localeIdentifier) }
        set { localeIdentifier = newValue.identifier }
    }
}
