import CardListCore
import Foundation

/// The fuzz targets, chosen by the `CARDLIST_FUZZ_TARGET` environment variable.
enum FuzzTarget: String, CaseIterable {
    case json, jsonl, tsv, lines, nul, paths, keys, bind, preview
    case amount, regex

    /// The target named in the environment; stops the process when it names none.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["CARDLIST_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("set CARDLIST_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Runs the checks of this target on one input; traps when one fails.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .json: JSONChecks.run(bytes)
        case .jsonl: DecoderChecks.run(bytes, format: .jsonl)
        case .tsv: DecoderChecks.run(bytes, format: .tsv)
        case .lines: DecoderChecks.run(bytes, format: .lines)
        case .nul: DecoderChecks.run(bytes, format: .nul)
        case .paths: PathChecks.run(bytes)
        case .keys: KeyChecks.run(bytes)
        case .bind: BindChecks.run(bytes)
        case .preview: PreviewChecks.run(bytes)
        case .amount: AmountChecks.run(bytes)
        case .regex: RegexChecks.run(bytes)
        }
    }
}

/// libFuzzer's entry point: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.selected.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
