/// The value of `--nth`, `--with-nth` or `--accept-nth`: comma-separated field expressions
/// (``FieldRange``: `1`, `-1`, `2..`, `..-2`, `1..3`) and field names (`name`, `tags`, or
/// for `--accept-nth` also a TSV column or a JSON key).
///
/// Numbers count the fields of a line of plain text (of an item's name in JSON, JSON
/// Lines and TSV), split by ``FieldDelimiter``; names pick an item's fields.
///
///     try FieldList(parsing: "1,3..", for: "--nth")      // ranges [1, 3..]
///     try FieldList(parsing: "name,tags", for: "--nth")  // names [name, tags]
public struct FieldList: Hashable, Sendable, CustomStringConvertible {
    /// The field expressions, in the order given.
    public var ranges: [FieldRange]
    /// The field names, in the order given.
    public var names: [String]
    /// Each part in the order given: a range, or a name.
    public var parts: [Part]
    /// A template (`{2} ({1})`) instead of parts, for `--with-nth` and `--accept-nth`.
    public var template: FieldTemplate?

    public enum Part: Hashable, Sendable {
        case range(FieldRange)
        case name(String)
    }

    /// The list of a template: no parts of its own.
    public init(template: FieldTemplate) {
        self.init([])
        self.template = template
    }

    public init(_ parts: [Part]) {
        self.parts = parts
        ranges = parts.compactMap { if case .range(let range) = $0 { range } else { nil } }
        names = parts.compactMap { if case .name(let name) = $0 { name } else { nil } }
    }

    /// Why a list was refused: the part that is neither a field expression nor a name the
    /// option takes.
    public struct ParseError: Error, Hashable, Sendable {
        public var part: String
    }

    /// The list `text`. A part with a letter and no `..` is a name; for `--nth` and
    /// `--with-nth` it must be one of ``SearchFields/names`` (any name when `anyName`).
    /// With `templates`, text with a brace is a ``FieldTemplate``.
    ///
    /// - Throws: ``ParseError`` naming the first part that is neither, or the whole text
    ///   when it is a template without a placeholder.
    public init(parsing text: String, anyName: Bool = false, templates: Bool = false) throws(ParseError) {
        if templates, FieldTemplate.looksLikeTemplate(text) {
            do {
                self.init(template: try FieldTemplate(parsing: text))
                return
            } catch {
                throw ParseError(part: text)
            }
        }
        var parts: [Part] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            if let range = FieldRange(parsing: piece) {
                parts.append(.range(range))
                continue
            }
            let name = String(piece)
            let isName = name.contains(where: \.isLetter) && !name.containsText("..")
            guard isName, anyName || SearchFields.names.contains(where: { $0.0 == name }) else {
                throw ParseError(part: name)
            }
            parts.append(.name(name))
        }
        self.init(parts)
    }

    /// The item fields named (`name`, `summary`, `label`, `detail`, `tags`); a field
    /// number stands for the name, whose fields it counts.
    public var itemFields: SearchFields {
        var fields: SearchFields = ranges.isEmpty ? [] : .name
        for name in names {
            if let field = SearchFields.names.first(where: { $0.0 == name })?.1 { fields.insert(field) }
        }
        return fields
    }

    public var description: String {
        if let template { return template.description }
        return parts.map { part in
            switch part {
            case .range(let range): range.description
            case .name(let name): name
            }
        }.joined(separator: ",")
    }
}
