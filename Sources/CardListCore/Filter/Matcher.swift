import Rows

/// Matches item text against a filter query: every space-separated word must occur as a
/// substring, ignoring case and accents (the same folding as the jump, so `cafe` finds
/// `Café`). It also finds the matched character ranges, for highlighting.
///
///     let matcher = Matcher(query: "flat wh")
///     matcher.matches("Flat white")                  // true
///     matcher.matchedRanges(in: "Flat white")        // "Flat", "wh"
public struct Matcher: Hashable, Sendable {
    /// The query's words, folded.
    public let words: [String]

    public init(query: String) {
        words = query.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { NameFolding.fold(String($0)) }
    }

    /// Whether the query has no words (then everything matches).
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `haystack` contains every word of the query.
    ///
    /// - Complexity: O(*n* × *w*) for a haystack of *n* characters and *w* words.
    public func matches(_ haystack: String) -> Bool {
        guard !words.isEmpty else { return true }
        let folded = NameFolding.fold(haystack)
        return words.allSatisfy { folded.contains($0) }
    }

    /// The ranges of `text` where any query word occurs (merged where they touch), in order.
    /// A text may hold only some of the words (the rest matched elsewhere in the item).
    public func matchedRanges(in text: String) -> [Range<String.Index>] {
        guard !words.isEmpty else { return [] }
        // Fold character by character, remembering which character each folded one came from.
        var folded: [Character] = []
        var owner: [Int] = []
        var bounds: [String.Index] = []
        for index in text.indices {
            bounds.append(index)
            for character in NameFolding.fold(String(text[index])) {
                folded.append(character)
                owner.append(bounds.count - 1)
            }
        }
        bounds.append(text.endIndex)
        var covered = Array(repeating: false, count: bounds.count - 1)
        for word in words {
            let needle = Array(word)
            guard !needle.isEmpty, needle.count <= folded.count else { continue }
            var start = 0
            while start + needle.count <= folded.count {
                if folded[start..<start + needle.count].elementsEqual(needle) {
                    for position in start..<start + needle.count { covered[owner[position]] = true }
                    start += needle.count
                } else {
                    start += 1
                }
            }
        }
        var ranges: [Range<String.Index>] = []
        var runStart: Int?
        for character in 0...covered.count {
            let isCovered = character < covered.count && covered[character]
            if isCovered, runStart == nil { runStart = character }
            if !isCovered, let first = runStart {
                ranges.append(bounds[first]..<bounds[character])
                runStart = nil
            }
        }
        return ranges
    }

    /// `string` as text with the matched ranges drawn in `highlight` over `style`.
    public func highlighted(_ string: String, style: Style = .plain, highlight: Style = Style([.bold, .underline])) -> Text {
        var runs: [Text.Run] = []
        var cursor = string.startIndex
        for range in matchedRanges(in: string) {
            runs.append(Text.Run(String(string[cursor..<range.lowerBound]), style: style))
            runs.append(Text.Run(String(string[range]), style: highlight.merged(over: style)))
            cursor = range.upperBound
        }
        runs.append(Text.Run(String(string[cursor...]), style: style))
        return Text(runs: runs)
    }
}
