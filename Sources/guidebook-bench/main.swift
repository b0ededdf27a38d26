import Foundation

// Benchmarks: each measurement runs ours against its anchor in the same run.
// A help book memory probe runs alone in a fresh process (HelpBookBenchmarks.swift).
if let flag = CommandLine.arguments.firstIndex(of: helpBookMemoryProbeFlag) {
    let arguments = CommandLine.arguments.dropFirst(flag + 1)
    helpBookMemoryProbe(rows: arguments.first.flatMap { Int($0) } ?? 100, mode: arguments.dropFirst().first ?? "ours")
    exit(0)
}
let quick = CommandLine.arguments.contains("--quick")
// `--check-bars`: exit 1 when a row is under its bar (`BenchBar.all`).
let checkBars = CommandLine.arguments.contains("--check-bars")
// `--only helpbook,search`: just those groups (`helpbook` includes `helpbook.v2`).
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { flag in
    CommandLine.arguments.dropFirst(flag + 1).first.map { Set($0.split(separator: ",").map(String.init)) }
}
if let only, let unknown = only.first(where: { name in !allBenchmarks.contains { $0.name == name } }) {
    let names = allBenchmarks.map(\.name).joined(separator: ", ")
    print("guidebook-bench: no group \"\(unknown)\"; the groups are \(names)")
    exit(2)
}
var runner = BenchRunner(quick: quick)
for bench in allBenchmarks where only.map({ benchGroup(bench.name, isIn: $0) }) ?? true {
    bench.run(&runner)
}
if !runner.bars.judged.isEmpty { print(runner.bars.summary) }
if checkBars, !runner.bars.missed.isEmpty { exit(1) }
