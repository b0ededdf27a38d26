import Foundation

// Benchmarks: each measurement runs ours against its anchor in the same run.
// A help book memory probe runs alone in a fresh process (HelpBookBenchmarks.swift).
if let flag = CommandLine.arguments.firstIndex(of: helpBookMemoryProbeFlag) {
    let arguments = CommandLine.arguments.dropFirst(flag + 1)
    helpBookMemoryProbe(rows: arguments.first.flatMap { Int($0) } ?? 100, mode: arguments.dropFirst().first ?? "ours")
    exit(0)
}
let quick = CommandLine.arguments.contains("--quick")
var runner = BenchRunner(quick: quick)
for bench in allBenchmarks {
    bench(&runner)
}
