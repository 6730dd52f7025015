import CardListCore
import CardListOptions
import Glibc
import Rows

/// What the output can show: Unicode or ASCII, colour or not.
enum DisplayCapabilities {
    /// ASCII when asked for, or when the locale's character set is not UTF-8.
    static func charset(ascii: Bool) -> Charset {
        if ascii { return .ascii }
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8" ? .unicode : .ascii
    }

    /// Whether the interactive list uses colour: not with `--color never` or `NO_COLOR`.
    static func browsesInColor(_ mode: Options.ColorMode, environment: [String: String]) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .auto: environment["NO_COLOR"] == nil
        }
    }

    /// Whether `--print` writes colour escapes: with `--color always`, or `auto` on a terminal.
    static func printsColor(_ mode: Options.ColorMode, environment: [String: String]) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .auto: environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
        }
    }
}
