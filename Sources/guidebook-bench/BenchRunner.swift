import Foundation

/// Every benchmark group; each file adds its function here.
let allBenchmarks: [@Sendable (inout BenchRunner) -> Void] = [
    parserBenchmarks,
    tutorialBenchmarks,
    localizationBenchmarks,
    helpBookBenchmarks,
    searchBenchmarks,
]

/// Times closures and prints one line per measurement:
/// `bench NAME  ours=9.8ms  anchor=WHAT 81.0ms  ratio=8.27` (ratio = anchor / ours).
struct BenchRunner {
    var quick: Bool

    /// The median wall-clock time of `body` over `repetitions` runs, in seconds.
    func median(repetitions: Int? = nil, _ body: () throws -> Void) rethrows -> Double {
        let count = repetitions ?? (quick ? 3 : 9)
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let end = DispatchTime.now().uptimeNanoseconds
            samples.append(Double(end - start) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The medians of `ours` and `anchor`, sampled alternately (ours, anchor, anchor, ours, ...)
    /// so that load from other processes falls on both alike and the ratio stays steady.
    func compare(
        repetitions: Int? = nil, ours: () throws -> Void, anchor: () throws -> Void
    ) rethrows -> (ours: Double, anchor: Double) {
        let count = repetitions ?? (quick ? 5 : 11)
        var oursSamples: [Double] = []
        var anchorSamples: [Double] = []
        oursSamples.reserveCapacity(count)
        anchorSamples.reserveCapacity(count)
        for round in 0..<count {
            if round % 2 == 0 {
                oursSamples.append(try Self.seconds(ours))
                anchorSamples.append(try Self.seconds(anchor))
            } else {
                anchorSamples.append(try Self.seconds(anchor))
                oursSamples.append(try Self.seconds(ours))
            }
        }
        oursSamples.sort()
        anchorSamples.sort()
        return (oursSamples[count / 2], anchorSamples[count / 2])
    }

    /// The wall-clock time of one run of `body`, in seconds.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Prints a comparison line.
    func report(_ name: String, ours: Double, anchorName: String, anchor: Double, extra: String = "") {
        let ratio = anchor / max(ours, 1e-12)
        var line =
            "bench \(name)  ours=\(Self.format(ours))  anchor=\(anchorName) \(Self.format(anchor))  ratio=\(String(format: "%.2f", ratio))"
        if !extra.isEmpty {
            line =
                "bench \(name)  \(extra)  ours=\(Self.format(ours))  anchor=\(anchorName) \(Self.format(anchor))  ratio=\(String(format: "%.2f", ratio))"
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
