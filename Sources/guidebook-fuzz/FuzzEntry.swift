import Foundation
import GuidebookFuzzing

// Built two ways. `Fuzz/run.sh` builds it with `-DGUIDEBOOK_FUZZ` and libFuzzer, which owns
// `main` and calls `LLVMFuzzerTestOneInput` for every input; the target comes from the
// GUIDEBOOK_FUZZ_TARGET environment variable, read once. The ordinary build makes a replay
// tool instead: `guidebook-fuzz TARGET FILE...` checks each file and exits 1 on a failure.

#if GUIDEBOOK_FUZZ
    /// The target this process fuzzes, from GUIDEBOOK_FUZZ_TARGET.
    let fuzzTarget: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["GUIDEBOOK_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            fatalError("GUIDEBOOK_FUZZ_TARGET must be one of: \(names); it is \"\(name)\".")
        }
        return target
    }()

    /// GUIDEBOOK_FUZZ_PLANTED_CRASH=1 traps on the first non-empty input: `scripts/ci/fuzz-smoke.sh`
    /// runs it first to show that a crash fails the smoke run.
    let plantedCrash = ProcessInfo.processInfo.environment["GUIDEBOOK_FUZZ_PLANTED_CRASH"] == "1"

    /// libFuzzer's entry point: one input, checked; an invariant that does not hold traps,
    /// which libFuzzer records as a crash and saves the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        if plantedCrash, !data.isEmpty { fatalError("planted crash (GUIDEBOOK_FUZZ_PLANTED_CRASH=1)") }
        do {
            try fuzzTarget.check(data)
        } catch {
            fatalError("\(fuzzTarget.rawValue): \(error.message)")
        }
        return 0
    }
#else
    /// Replays saved inputs through the checks the fuzzer runs.
    @main
    enum ReplayTool {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                print("usage: guidebook-fuzz \(names) FILE...")
                exit(2)
            }
            var failed = false
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): error: cannot read the file.")
                    failed = true
                    continue
                }
                do {
                    try target.check(data)
                } catch {
                    print("\(path): error: \(error.message)")
                    failed = true
                }
            }
            exit(failed ? 1 : 0)
        }
    }
#endif
