import CardListCore
import Items
import Rows

/// Option values from their text: each refused with an error that names the option.
extension Options {
    /// Columns a `--pointer` or `--marker` may take: a short mark, so the rows keep room.
    static let maximumMarkWidth = 8

    /// Whether `value` can be a row's mark: at most ``maximumMarkWidth`` columns and no
    /// control characters (a terminal would act on them rather than show them).
    static func isMark(_ value: String) -> Bool {
        !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
            && Grapheme.width(of: value) <= maximumMarkWidth
    }

    /// A `--nth`, `--with-nth` or `--accept-nth` value.
    static func fieldList(_ value: String, for option: String, anyName: Bool = false, templates: Bool = false) throws(OptionsError) -> FieldList {
        do {
            return try FieldList(parsing: value, anyName: anyName, templates: templates)
        } catch {
            throw .invalidFields(option: option, value: value, part: error.part)
        }
    }

    /// A `--margin` or `--padding` value.
    static func spacing(_ value: String, for option: String) throws(OptionsError) -> EdgeSpacing {
        guard let spacing = EdgeSpacing(parsing: value) else {
            throw .invalidSpacing(option: option, value: value, part: EdgeSpacing.badPart(of: value) ?? value)
        }
        return spacing
    }

    static func number(_ value: String, for option: String, in range: ClosedRange<Int>) throws(OptionsError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw .invalidNumber(option: option, value: value, range: range)
        }
        return number
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: String, for option: String
    ) throws(OptionsError) -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value) else {
            throw .invalidChoice(option: option, value: value, choices: Choice.allCases.map(\.rawValue))
        }
        return choice
    }
}
