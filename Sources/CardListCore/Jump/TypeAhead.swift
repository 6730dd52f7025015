/// The type-ahead buffer of the jump: the prefix typed so far, when the last key came and
/// the item the jump started from.
///
/// The prefix lives until ``timeout`` passes without typing; the next key then starts a new
/// prefix from the current item.
public struct TypeAhead: Hashable, Sendable {
    /// What to look for: the first item at or after `start` (wrapping) whose name starts with `prefix`.
    struct Search: Hashable, Sendable {
        var prefix: String
        var start: Int
    }

    /// The prefix typed so far; empty when no jump is live.
    public private(set) var prefix = ""
    /// How long the prefix lives without typing.
    public var timeout: Duration
    /// When the last key of the prefix was typed.
    public private(set) var lastKeyTime: Duration?
    /// The item that was current when the prefix started.
    public private(set) var origin = 0

    public init(timeout: Duration = .seconds(1)) {
        self.timeout = timeout
    }

    /// Whether a prefix is being typed.
    public var isLive: Bool { !prefix.isEmpty }

    /// When the live prefix expires, for the app's next wake-up; `nil` when none is live.
    public var deadline: Duration? {
        guard isLive, let lastKeyTime else { return nil }
        return lastKeyTime + timeout
    }

    /// Drops the prefix when its timeout has passed at `now`; returns whether it did.
    @discardableResult
    mutating func expire(at now: Duration) -> Bool {
        guard let deadline, now > deadline else { return false }
        reset()
        return true
    }

    /// Forgets the prefix.
    mutating func reset() {
        prefix = ""
        lastKeyTime = nil
    }

    /// Adds `character` typed at `now` while `current` is selected, and says what to search.
    ///
    /// A prefix of one letter typed again and again (`"aaa"`) looks for the next item starting
    /// with that letter after the current one, so repeating a letter cycles through its items.
    mutating func type(_ character: Character, at now: Duration, current: Int) -> Search {
        expire(at: now)
        if prefix.isEmpty { origin = current }
        prefix.append(character)
        lastKeyTime = now
        if let letter = repeatedLetter {
            return Search(prefix: String(letter), start: current + 1)
        }
        return Search(prefix: prefix, start: origin)
    }

    /// Deletes the last character of the prefix at `now`; says what to search again from the
    /// item the jump started at, or `nil` when the prefix is now empty.
    mutating func deleteBackward(at now: Duration) -> Search? {
        guard isLive else { return nil }
        prefix.removeLast()
        lastKeyTime = now
        guard !prefix.isEmpty else { return nil }
        return Search(prefix: repeatedLetter.map { String($0) } ?? prefix, start: origin)
    }

    /// The letter when the prefix is one letter typed at least twice.
    private var repeatedLetter: Character? {
        guard prefix.count >= 2, let first = prefix.first else { return nil }
        let folded = NameFolding.fold(String(first))
        return prefix.allSatisfy({ NameFolding.fold(String($0)) == folded }) ? first : nil
    }
}
