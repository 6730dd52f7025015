/// The name typed so far to jump to an item, as a file browser's list does: characters
/// typed within ``pause`` of each other add up to one prefix; after a pause a new one starts.
struct TypeAheadJump: Hashable, Sendable {
    /// How long a pause ends the prefix being typed.
    static let pause: Duration = .seconds(1)

    /// The prefix typed so far, lower-cased.
    private(set) var prefix = ""
    /// When the last character was typed.
    private var lastTyped: Duration?

    /// Whether a prefix is being typed at `now` (so a space continues it rather than
    /// marking a row).
    func isTyping(at now: Duration) -> Bool {
        guard let lastTyped, !prefix.isEmpty else { return false }
        return now - lastTyped < Self.pause
    }

    /// Adds `character` typed at `now`; returns whether it continues the prefix (else it
    /// starts a new one).
    mutating func type(_ character: Character, at now: Duration) -> Bool {
        let continues = isTyping(at: now)
        if !continues { prefix = "" }
        prefix += character.lowercased()
        lastTyped = now
        return continues
    }

    /// Forgets the prefix.
    mutating func reset() {
        prefix = ""
        lastTyped = nil
    }
}
