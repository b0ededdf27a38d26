import Foundation

// Benchmarks: each measurement runs ours against its anchor in the same run.
let quick = CommandLine.arguments.contains("--quick")
var runner = BenchRunner(quick: quick)
for bench in allBenchmarks {
    bench(&runner)
}
