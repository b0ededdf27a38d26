import Foundation

/// Every benchmark group by name (`guidebook-bench --only NAME` runs one); each file adds its function here.
/// A group named `family.part` also runs with `--only family`.
let allBenchmarks: [(name: String, run: @Sendable (inout BenchRunner) -> Void)] = [
    ("parser", parserBenchmarks),
    ("tutorials", tutorialBenchmarks),
    ("tutorials.card", cardBenchmarks),
    ("localization", localizationBenchmarks),
    ("helpbook", helpBookBenchmarks),
    ("helpbook.v2", helpBookV2Benchmarks),
    ("search", searchBenchmarks),
    ("remote", remoteBenchmarks),
    ("content", launchBenchmarks),
]

/// Whether `--only` with `selection` runs the group `name` (its own name, or its family's).
func benchGroup(_ name: String, isIn selection: Set<String>) -> Bool {
    selection.contains(name) || name.split(separator: ".").first.map { selection.contains(String($0)) } ?? false
}

/// What a measurement counts.
enum BenchClock {
    /// CPU time of the measuring thread: what the work costs, not counting the time other
    /// processes on this shared machine held the core. The default for work that only computes.
    case threadCPU
    /// Wall-clock time: for work that waits on the disk (an `fsync` costs no CPU time).
    case wall
    /// CPU time of every thread of the process: for work handed to other threads (URLSession).
    case processCPU

    /// Now, in nanoseconds on this clock.
    var nanoseconds: UInt64 {
        switch self {
        case .wall:
            return DispatchTime.now().uptimeNanoseconds
        case .threadCPU, .processCPU:
            var time = timespec()
            guard clock_gettime(self == .threadCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &time) == 0
            else {
                return DispatchTime.now().uptimeNanoseconds
            }
            return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        }
    }
}

/// Times closures and prints one line per measurement:
/// `bench NAME  ours=9.8ms  anchor=WHAT 81.0ms  ratio=8.27` (ratio = anchor / ours).
///
/// Both sides of a ratio are measured on the same clock, by default the thread's CPU time:
/// on the shared 2-core machine, wall-clock ratios swung up to 2x between identical runs
/// as other processes took the core; CPU time leaves out the time the thread was not running.
struct BenchRunner {
    var quick: Bool
    /// The rows with a bar (`BenchBar.all`) measured so far, whichever copy of the runner measured them.
    let bars = BenchBarLedger()

    /// The median time of `body` over `repetitions` runs, in seconds.
    func median(repetitions: Int? = nil, clock: BenchClock = .threadCPU, _ body: () throws -> Void) rethrows
        -> Double
    {
        let count = repetitions ?? (quick ? 3 : 9)
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            samples.append(try Self.seconds(clock: clock, body))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The medians of `ours` and `anchor`, sampled alternately (ours, anchor, anchor, ours, ...)
    /// so that load from other processes falls on both alike and the ratio stays steady.
    func compare(
        repetitions: Int? = nil, clock: BenchClock = .threadCPU, ours: () throws -> Void, anchor: () throws -> Void
    ) rethrows -> (ours: Double, anchor: Double) {
        let count = repetitions ?? (quick ? 5 : 11)
        var oursSamples: [Double] = []
        var anchorSamples: [Double] = []
        oursSamples.reserveCapacity(count)
        anchorSamples.reserveCapacity(count)
        for round in 0..<count {
            if round % 2 == 0 {
                oursSamples.append(try Self.seconds(clock: clock, ours))
                anchorSamples.append(try Self.seconds(clock: clock, anchor))
            } else {
                anchorSamples.append(try Self.seconds(clock: clock, anchor))
                oursSamples.append(try Self.seconds(clock: clock, ours))
            }
        }
        oursSamples.sort()
        anchorSamples.sort()
        return (oursSamples[count / 2], anchorSamples[count / 2])
    }

    /// The fastest of `rounds` runs each of `anchor` and `ours`, taken alternately (anchor, ours,
    /// anchor, ...), in seconds on the thread's CPU time: on a shared machine the fastest run is
    /// the one least disturbed by other work.
    func best(rounds: Int, ours: () throws -> Void, anchor: () throws -> Void) rethrows -> (
        ours: Double, anchor: Double
    ) {
        var fastest = (ours: Double.infinity, anchor: Double.infinity)
        for _ in 0..<rounds {
            fastest.anchor = min(fastest.anchor, try Self.seconds(anchor))
            fastest.ours = min(fastest.ours, try Self.seconds(ours))
        }
        return fastest
    }

    /// The time of one run of `body` on `clock`, in seconds.
    static func seconds(clock: BenchClock = .threadCPU, _ body: () throws -> Void) rethrows -> Double {
        let start = clock.nanoseconds
        try body()
        let end = clock.nanoseconds
        return Double(end &- start) / 1e9
    }

    /// Prints a comparison line; a row with a bar (`BenchBar.all`) says whether it met it
    /// (`bar=0.80 ok`, `bar=0.80 UNDER`) and is recorded for the summary.
    func report(_ name: String, ours: Double, anchorName: String, anchor: Double, extra: String = "") {
        let ratio = anchor / max(ours, 1e-12)
        var line = "bench \(name)  "
        if !extra.isEmpty { line += "\(extra)  " }
        line +=
            "ours=\(Self.format(ours))  anchor=\(anchorName) \(Self.format(anchor))  ratio=\(String(format: "%.2f", ratio))"
        if let bar = BenchBar.bar(row: name, anchorName: anchorName) {
            bars.record(bar, ratio: ratio)
            line += "  bar=\(BenchBarLedger.format(bar.atLeast)) \(ratio >= bar.atLeast ? "ok" : "UNDER")"
        }
        print(line)
    }

    /// Prints an information line (sizes, counts) that has no ratio.
    func info(_ name: String, _ text: String) {
        print("info \(name)  \(text)")
    }

    /// `12.3ms`, `4.5µs`, `1.20s`.
    static func format(_ seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%.2fs", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2fms", seconds * 1e3) }
        if seconds >= 1e-6 { return String(format: "%.2fµs", seconds * 1e6) }
        return String(format: "%.1fns", seconds * 1e9)
    }
}
