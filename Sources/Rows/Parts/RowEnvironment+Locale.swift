#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
extension RowEnvironment {
    /// The locale every environment starts with: the one the process's POSIX locale
    /// variables name for money (see ``moneyLocaleIdentifier(from:)``), read once.
    ///
    /// Foundation's `Locale.current` is not used: on Linux it does not follow `LANG`.
    static let defaultLocaleIdentifier = moneyLocaleIdentifier(from: processLocaleVariables())

    /// The POSIX variables that choose how money is formatted, in the order they win.
    static let localeVariableNames = ["LC_ALL", "LC_MONETARY", "LANG"]

    /// The locale identifier that POSIX locale variables name for formatting money: the
    /// first non-empty of `LC_ALL`, `LC_MONETARY` and `LANG`, without its codeset and
    /// modifier; `en_US` for `C`, `POSIX` or none.
    ///
    ///     RowEnvironment.moneyLocaleIdentifier(from: ["LANG": "de_DE.UTF-8@euro"])  // "de_DE"
    ///     RowEnvironment.moneyLocaleIdentifier(from: ["LC_ALL": "C.UTF-8", "LANG": "fr_FR"])  // "en_US"
    ///
    /// - Parameter variables: Environment variables by name (others are ignored).
    /// - Returns: An identifier such as `de_DE`, for ``localeIdentifier``.
    static func moneyLocaleIdentifier(from variables: [String: String]) -> String {
        let fallback = "en_US"
        guard let value = localeVariableNames.lazy.compactMap({ variables[$0] }).first(where: { !$0.isEmpty }) else {
            return fallback
        }
        let name = value.prefix { $0 != "." && $0 != "@" }
        return name.isEmpty || name == "C" || name == "POSIX" ? fallback : String(name)
    }

    /// The process's values of ``localeVariableNames``, read with `getenv`.
    private static func processLocaleVariables() -> [String: String] {
        var variables: [String: String] = [:]
        for name in localeVariableNames {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }
}
