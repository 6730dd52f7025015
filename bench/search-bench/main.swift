// search-bench: the search side of typing a query into the list, in process, without a
// terminal. For each key of the query it times what happens between the key and the
// results being shown: the state's reaction to the key, the background search (narrowing
// over the previous matches, the tasks, the merge, the ranking) and taking the results in.
//
//     swift build -c release --product search-bench
//     .build/release/search-bench FILE QUERY [--repeat N] [--full-sort] [--keys-only]
//
// FILE holds one item per line. `--full-sort` ranks every match, as before the best few
// were picked out, for comparison; `--keys-only` leaves out the first key's three ways
// (for a profile of the typing alone). Last, the time to build the jump's name index.
// Figures are medians over the repeats, in milliseconds.
import CardListCore
import Foundation
import Items
import Rows
import Search

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write("usage: search-bench FILE QUERY [--repeat N] [--full-sort]\n".data(using: .utf8)!)
    exit(2)
}
let path = arguments[0], query = arguments[1]
let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 5
let fullSort = arguments.contains("--full-sort")
let keysOnly = arguments.contains("--keys-only")

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

// Read the lines into a store, as the app does (segments of about 1 MB).
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write("search-bench: cannot read \(path)\n".data(using: .utf8)!)
    exit(2)
}
var store = ItemStore()
var decoder = ItemDecoder(format: .lines)
let readStart = now()
try data.withUnsafeBytes { bytes in
    var offset = 0
    while offset < bytes.count {
        let end = min(bytes.count, offset + (1 << 20))
        store.append(try decoder.feedSegment(UnsafeRawBufferPointer(rebasing: bytes[offset..<end])))
        offset = end
    }
    store.append(try decoder.finishSegment())
}
print(String(format: "%d items read in %.0f ms", store.count, now() - readStart))

let items = store
var settings = SearchSettings()
settings.runsInBackground = true
/// The stored items with one-line rows: the product's search and jump scan over the store.
struct BenchItems: ListItems {
    var store: ItemStore
    var count: Int { store.count }
    var nameIndex: NameIndex? { nil }
    func height(ofItem item: Int, width: Int) -> Int { 1 }
    func search(_ matcher: Matcher, in scope: FilterScope, sorted: Bool) -> [RankedMatch] {
        store.search(matcher, in: scope, sorted: sorted)
    }
    func firstItem(withFoldedPrefix prefix: String, in range: Range<Int>) -> Int? {
        store.firstItem(withFoldedPrefix: prefix, in: range)
    }
}
let context = BenchItems(store: items)

/// CPU time of the whole process (all the search's threads), in milliseconds.
func cpuNow() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
}

/// One key's times: the state's handling, the search, taking the results in.
struct KeyTimes { var handle = 0.0, search = 0.0, apply = 0.0, cpu = 0.0, matches = 0 }

@MainActor func typeQuery() -> [KeyTimes] {
    var state = ListState(screenSize: Size(width: 80, height: 24))
    state.settings.search = settings
    _ = state.handle(.key(.character("/")), at: .zero, in: context)
    var times: [KeyTimes] = []
    for character in query {
        var key = KeyTimes()
        let cpuStart = cpuNow()
        var start = now()
        _ = state.handle(.key(.character(character)), at: .zero, in: context)
        key.handle = now() - start
        if let request = state.pendingSearch {
            start = now()
            let ranking: SearchRanking = fullSort ? .all : request.ranking
            let results = switch request.scope {
            case .items(let range): items.search(request.matcher, in: range, ranking: ranking)
            case .previousMatches(let previous): items.search(request.matcher, among: previous.items(), ranking: ranking)
            }
            key.search = now() - start
            start = now()
            state.applySearch(request, results: results, in: context)
            key.apply = now() - start
        }
        key.cpu = cpuNow() - cpuStart
        key.matches = state.matchCount ?? items.count
        times.append(key)
    }
    return times
}

var runs: [[KeyTimes]] = []
for _ in 0..<repeats { runs.append(typeQuery()) }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

print("key  matches     handle   search    apply    total      CPU  (ms, median of \(repeats)\(fullSort ? ", full sort" : ""))")
for (index, character) in query.enumerated() {
    let keys = runs.map { $0[index] }
    let handle = median(keys.map(\.handle)), search = median(keys.map(\.search)), apply = median(keys.map(\.apply))
    let total = median(keys.map { $0.handle + $0.search + $0.apply })
    print(String(format: "%@  %9d  %8.2f %8.2f %8.2f %8.2f %8.2f", String(character), keys[0].matches, handle, search, apply, total,
                 median(keys.map(\.cpu))))
}

// The first key's search over every item, ranked three ways: not at all (the scan
// alone), the best few screenfuls, and all. CPU time of the whole process (all the
// search's threads), so that other work on a shared machine counts less than in wall time.
let firstKey = Matcher(query: String(query.prefix(1)))
for (label, ranking) in keysOnly ? [] : [("input order", SearchRanking.inputOrder), ("best 512", .best(512)), ("all ranked", .all)] {
    var cpu: [Double] = [], wall: [Double] = []
    var count = 0
    for _ in 0..<repeats {
        let (cpuStart, wallStart) = (cpuNow(), now())
        count = items.search(firstKey, in: items.indices, ranking: ranking).count
        cpu.append(cpuNow() - cpuStart)
        wall.append(now() - wallStart)
    }
    print(String(format: "first key \"%@\", %d matches, %@: CPU %.0f ms, wall %.0f ms",
                 String(query.prefix(1)), count, label, median(cpu), median(wall)))
}

// Building the jump's name index over every item, as the app does once loading ends.
var indexTimes: [Double] = []
for _ in 0..<repeats {
    let start = now()
    let index = NameIndex(store: items)
    indexTimes.append(now() - start)
    precondition(index.count == items.count)
}
print(String(format: "name index over %d items: %.0f ms", items.count, median(indexTimes)))
