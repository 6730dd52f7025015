import InputEvents

/// Turns what one `read` of the terminal returned into events, where ncurses would have
/// handed the same bytes over unchanged, so that a key costs one system call instead of a
/// poll and a read for each of its bytes.
///
/// ncurses reads a key a byte at a time and, with the keypad on, turns the sequences the
/// terminal's description binds into key codes. Bytes are taken here only when that cannot
/// change them: text without Esc whose bytes are each bound to nothing, or exactly one
/// escape sequence that is complete, is bound to nothing and starts with nothing bound
/// (or is bound whole, to a key the list knows). Anything else — several sequences, a
/// sequence cut short, a lone Esc, bytes that are not UTF-8 — gets `nil`, and the caller
/// gives the bytes back to ncurses to read as before.
struct DirectInput {
    /// ncurses' `key_defined`: a key code above 0 when the bytes are bound whole, -1 when
    /// they begin a bound sequence, 0 when neither.
    typealias KeyDefined = ([UInt8]) -> Int32

    private let keyDefined: KeyDefined
    /// Whether each byte below 128 (Esc aside) is bound to or begins a bound sequence.
    private let boundBytes: [Bool]
    /// What ``binding(of:)`` found for sequences of up to 7 bytes, by their bytes: a key
    /// is mostly the same few sequences, and asking ncurses walks its tables each time.
    private var bindings: [UInt64: Int32] = [:]

    init(keyDefined: @escaping KeyDefined) {
        self.keyDefined = keyDefined
        boundBytes = (0..<128).map { $0 != 0x1B && keyDefined([UInt8($0)]) != 0 }
    }

    /// The events `bytes` make, fed through `decoder`; nil (and `decoder` untouched) when
    /// ncurses could have read them differently.
    ///
    /// `decoder` must be between events (not pending): the bytes start a key.
    mutating func events(for bytes: some Collection<UInt8>, decoder: inout InputDecoder, at now: Duration) -> [InputEvent]? {
        guard !bytes.isEmpty, !decoder.isPending else { return nil }
        if bytes.first == 0x1B { return sequenceEvents(Array(bytes), decoder: &decoder, at: now) }
        guard !bytes.contains(0x1B), let scalars = Self.scalars(of: bytes) else { return nil }
        for scalar in scalars where scalar < 0x80 && boundBytes[Int(scalar)] { return nil }
        var trial = decoder
        var events: [InputEvent] = []
        for scalar in scalars { events += trial.feed(scalar, at: now) }
        decoder = trial
        return events
    }

    /// One escape sequence, whole: its events as the decoder reads it, or its bound key.
    private mutating func sequenceEvents(_ bytes: [UInt8], decoder: inout InputDecoder, at now: Duration) -> [InputEvent]? {
        guard bytes.count > 1, bytes.dropFirst().allSatisfy({ $0 != 0x1B && $0 < 0x80 }) else { return nil }
        switch binding(of: bytes) {
        case 0:
            var trial = decoder
            var events: [InputEvent] = []
            for byte in bytes { events += trial.feed(UInt32(byte), at: now) }
            // Not one whole sequence as the decoder sees it: leave it to the byte-at-a-time path.
            guard !trial.isPending, events.count == 1 else { return nil }
            decoder = trial
            return events
        case let code where code > 0:
            guard let key = KeyDecoder.key(forKeyCode: code) else { return nil }
            return decoder.feed(key: key, at: now)
        default:
            // It begins a longer bound sequence (ncurses would wait for the rest), or a
            // shorter one begins it.
            return nil
        }
    }

    /// What ncurses would make of the sequence `bytes` read whole: `key_defined`'s answer,
    /// or -1 when a shorter bound sequence begins it (taken first, the rest read after it).
    private mutating func binding(of bytes: [UInt8]) -> Int32 {
        let packed = bytes.count < 8 ? bytes.reduce(UInt64(bytes.count)) { $0 << 8 | UInt64($1) } : nil
        if let packed, let known = bindings[packed] { return known }
        var binding = keyDefined(bytes)
        for length in 2..<bytes.count where keyDefined(Array(bytes.prefix(length))) > 0 {
            binding = -1
            break
        }
        // Bounded: a terminal sends a few dozen kinds of sequences.
        if let packed, bindings.count < 256 { bindings[packed] = binding }
        return binding
    }

    /// The Unicode scalars of `bytes`, or nil when they are not whole UTF-8.
    static func scalars(of bytes: some Collection<UInt8>) -> [UInt32]? {
        var scalars: [UInt32] = []
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar.value)
            case .emptyInput: return scalars
            case .error: return nil
            }
        }
    }
}
