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
        /// Where the search may begin instead of `start`: the item the prefix one character
        /// shorter found, among the first `count` items, when it searched from the same
        /// start. Every one of those before it (going round from `start`) failed the shorter
        /// prefix, so none of them can have this one; nil to search from `start`.
        var resume: Match? = nil
        /// Whether a name equal to `prefix` wins over the first longer one.
        var prefersExactName = false
        /// What to search instead when nothing starts with `prefix`: the next item after the
        /// current one that starts with the letter `prefix` repeats; nil unless `prefix` is
        /// one letter typed again and again.
        var cycle: Cycle? = nil
    }

    /// The next item after `start` (wrapping) whose name starts with `letter`.
    struct Cycle: Hashable, Sendable {
        var letter: String
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
    /// The item the live prefix found, where the search for a longer prefix resumes.
    var match: Match?

    /// The item a prefix found, the item its search started at, and how many items there
    /// were when it looked.
    struct Match: Hashable, Sendable {
        var item: Int
        var start: Int
        var count: Int
    }

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
        match = nil
    }

    /// Adds `character` typed at `now` while `current` is selected, and says what to search.
    ///
    /// A new prefix of one letter looks from the item after the current one, so typing a
    /// letter moves on even when the current name starts with it. A longer prefix looks
    /// from the item the jump started at, and a name equal to it wins over a longer one
    /// (`100` finds `100` before `1000`). The same letter typed again extends the prefix
    /// too (`ss` finds `ssh`); only when no name starts with the repeated letters does it
    /// move to the next item starting with that letter (``Search/cycle``).
    ///
    /// Typing a name one letter at a time thus reads each item once in all, not once per
    /// letter: a longer prefix resumes where the shorter one matched (``match``).
    mutating func type(_ character: Character, at now: Duration, current: Int) -> Search {
        expire(at: now)
        lastKeyTime = now
        if prefix.isEmpty {
            origin = current
            prefix = String(character)
            return Search(prefix: prefix, start: current + 1)
        }
        let letter = NameFolding.fold(String(character))
        let repeatsOneLetter = prefix.allSatisfy { NameFolding.fold(String($0)) == letter }
        prefix.append(character)
        var search = Search(prefix: prefix, start: origin, resume: match, prefersExactName: true)
        if repeatsOneLetter { search.cycle = Cycle(letter: String(character), start: current + 1) }
        return search
    }

    /// Takes back the letter just typed when ``Search/cycle`` was searched instead: the
    /// prefix stays the repeated letters (so the same letter cycles again) and the jump now
    /// starts from the item that was current.
    mutating func cycle(from current: Int) {
        prefix.removeLast()
        origin = current
        match = nil
    }

    /// Deletes the last character of the prefix at `now`; says what to search again from the
    /// item the jump started at (after it for a one-letter prefix), or `nil` when the prefix
    /// is now empty.
    mutating func deleteBackward(at now: Duration) -> Search? {
        guard isLive else { return nil }
        prefix.removeLast()
        lastKeyTime = now
        guard !prefix.isEmpty else { return nil }
        return Search(prefix: prefix, start: prefix.count == 1 ? origin + 1 : origin, prefersExactName: prefix.count > 1)
    }
}
