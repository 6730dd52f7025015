@testable import CardListCore
@testable import CardListOptions

/// The error message parsing `arguments` gives, or nil when they parse.
func optionsMessage(_ arguments: [String]) -> String? {
    do {
        _ = try Options.parse(arguments)
        return nil
    } catch {
        return error.description
    }
}
