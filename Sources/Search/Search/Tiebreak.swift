/// A criterion that orders matches of equal score (`--tiebreak`), with fzf's names and
/// meanings; input order (fzf's `index`) always decides last.
///
/// In cardlist they measure the item's name (a line of plain text is all name): its
/// length, and where the query's terms matched in it. An item whose name holds none of
/// the matches (they were all in another field) ranks after the others on `chunk`,
/// `pathname`, `begin` and `end`.
public enum Tiebreak: String, Hashable, Sendable, CaseIterable {
    /// The shorter name first (white space at its ends left out).
    case length
    /// The shorter run of non-blank characters holding the matches first.
    case chunk
    /// A match that starts in the file name (after the last `/` or `\`) first, the
    /// nearer its start the better.
    case pathname
    /// The match nearer the start of the name first.
    case begin
    /// The match nearer the end of the name first.
    case end

    /// The most criteria a list may have besides `index` (as in fzf).
    public static let limit = 3

    /// The criteria of a `--tiebreak` list (`begin,length`), or why it is not one: each
    /// criterion at most once, `index` only last (and implied when left out), at most
    /// ``limit`` others.
    public static func list(_ text: String) -> Result<[Tiebreak], ListProblem> {
        var criteria: [Tiebreak] = []
        var sawIndex = false
        for name in text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if sawIndex { return .failure(.indexNotLast) }
            if name == "index" {
                sawIndex = true
                continue
            }
            guard let criterion = Tiebreak(rawValue: name) else { return .failure(.unknown(name)) }
            guard !criteria.contains(criterion) else { return .failure(.repeated(name)) }
            criteria.append(criterion)
        }
        guard criteria.count <= limit else { return .failure(.tooMany) }
        return .success(criteria)
    }

    /// What is wrong with a `--tiebreak` list.
    public enum ListProblem: Error, Hashable, Sendable {
        /// A name that is no criterion.
        case unknown(String)
        /// A criterion named twice.
        case repeated(String)
        /// `index` with a criterion after it.
        case indexNotLast
        /// More than ``Tiebreak/limit`` criteria besides `index`.
        case tooMany
    }

    /// Every name a list may hold, `index` last.
    public static var names: [String] { allCases.map(\.rawValue) + ["index"] }
}
