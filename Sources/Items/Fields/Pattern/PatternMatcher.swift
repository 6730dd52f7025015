/// Finds matches of a ``PatternProgram`` in UTF-8 text, as a Pike VM: every thread of the
/// automaton advances together, one scalar at a time, so a search takes time linear in the
/// text times the program, whatever the expression (no backtracking).
///
///     var matcher = PatternMatcher(try PatternProgram("[:,]+"))
///     matcher.forEachMatch(in: bytes) { print($0) }   // 3..<5 for "abc::d"
///
/// Text is read as Go reads it: a byte that does not start a valid UTF-8 sequence is one
/// scalar, U+FFFD. Matches are leftmost-first (Perl's and Go's order of preference).
struct PatternMatcher {
    let program: PatternProgram
    /// The threads at the current position and at the next one.
    private var current: ThreadList, next: ThreadList
    /// Instructions still to follow while adding a thread.
    private var stack: [Int] = []
    /// Threads added so far, over every search: at most the program's size for each
    /// position a search looks at.
    private(set) var steps = 0

    init(_ program: PatternProgram) {
        self.program = program
        current = ThreadList(capacity: program.instructions.count)
        next = ThreadList(capacity: program.instructions.count)
    }

    /// The leftmost-first match in `text` that starts at `start` or later.
    ///
    /// - Complexity: O((*n* − `start` + 1) × *m*) for *n* bytes and *m* instructions.
    mutating func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var matched: Range<Int>?
        var position = start
        // Moved out while in use (not copied), so adding a thread to one can read the other.
        var current = ThreadList(capacity: 0), next = ThreadList(capacity: 0)
        swap(&current, &self.current)
        swap(&next, &self.next)
        defer {
            swap(&current, &self.current)
            swap(&next, &self.next)
        }
        current.removeAll()
        while true {
            if matched == nil, !program.isAnchoredAtTextStart || position == 0 {
                addThread(to: &current, at: 0, start: position, in: text, position: position)
            }
            if current.count == 0 { break }
            let (scalar, width) = position < text.count ? Self.decode(text, at: position) : (0, 0)
            next.removeAll()
            for thread in 0..<current.count {
                switch program.instructions[current.instructions[thread]] {
                case .match:
                    matched = current.starts[thread]..<position
                case .scalars(let set):
                    guard width > 0, program.sets[set].contains(scalar) else { continue }
                    addThread(to: &next, at: current.instructions[thread] + 1, start: current.starts[thread], in: text, position: position + width)
                    continue
                default:
                    continue
                }
                // A match cuts off every thread after it: they would only give later
                // starts or less preferred ends.
                break
            }
            if width == 0 { break }
            position += width
            swap(&current, &next)
        }
        return matched
    }

    /// Calls `body` with each match in `text`, left to right, as Go's `FindAllIndex`
    /// finds them: the next search starts where a match ends (a character later after an
    /// empty match), and an empty match right where the previous match ended is skipped.
    mutating func forEachMatch(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var position = 0
        var previousEnd = -1
        while position <= text.count, let match = firstMatch(in: text, from: position) {
            var accept = true
            if match.upperBound == position {
                accept = match.lowerBound != previousEnd
                position += position < text.count ? Self.decode(text, at: position).width : 1
            } else {
                position = match.upperBound
            }
            previousEnd = match.upperBound
            if accept { body(match) }
        }
    }

    /// Adds to `list` the thread at `instruction` and the threads it leads to without
    /// consuming text, in order of preference, skipping instructions already there.
    private mutating func addThread(to list: inout ThreadList, at instruction: Int, start: Int, in text: UnsafeBufferPointer<UInt8>, position: Int) {
        stack.append(instruction)
        while let instruction = stack.popLast() {
            guard !list.contains(instruction) else { continue }
            list.append(instruction, start: start)
            steps += 1
            switch program.instructions[instruction] {
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assert(let assertion):
                let previous = position > 0 ? text[position - 1] : nil
                let next = position < text.count ? text[position] : nil
                if assertion.holds(previous: previous, next: next) { stack.append(instruction + 1) }
            case .scalars, .match:
                break
            }
        }
    }

    /// The scalar at `index` of `text` and its length in bytes; U+FFFD and 1 for a byte
    /// that does not start a valid sequence (as Go's `utf8.DecodeRune`).
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, width: Int) {
        let lead = text[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        @inline(__always) func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < text.count, text[index + offset] & 0xC0 == 0x80 else { return nil }
            return UInt32(text[index + offset] & 0x3F)
        }
        switch lead {
        case 0xC2...0xDF:
            if let second = continuation(1) { return (UInt32(lead & 0x1F) << 6 | second, 2) }
        case 0xE0...0xEF:
            if let second = continuation(1), let third = continuation(2) {
                let value = UInt32(lead & 0x0F) << 12 | second << 6 | third
                if value >= 0x800, !(0xD800...0xDFFF).contains(value) { return (value, 3) }
            }
        case 0xF0...0xF4:
            if let second = continuation(1), let third = continuation(2), let fourth = continuation(3) {
                let value = UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth
                if value >= 0x10000, value <= ScalarSet.maximum { return (value, 4) }
            }
        default:
            break
        }
        return (0xFFFD, 1)
    }
}

/// The threads of a ``PatternMatcher`` at one position, in order of preference, each at a
/// distinct instruction (a sparse set: clearing is O(1)).
struct ThreadList {
    /// For each instruction, where it may be in `instructions`.
    private var slots: [Int]
    /// The threads' instructions and where their matches would start.
    private(set) var instructions: [Int], starts: [Int]
    private(set) var count = 0

    init(capacity: Int) {
        slots = Array(repeating: 0, count: capacity)
        instructions = Array(repeating: 0, count: capacity)
        starts = Array(repeating: 0, count: capacity)
    }

    @inline(__always)
    func contains(_ instruction: Int) -> Bool {
        let slot = slots[instruction]
        return slot < count && instructions[slot] == instruction
    }

    @inline(__always)
    mutating func append(_ instruction: Int, start: Int) {
        slots[instruction] = count
        instructions[count] = instruction
        starts[count] = start
        count += 1
    }

    mutating func removeAll() {
        count = 0
    }
}
