/// A speed target an issue set: the row's ratio (anchor / ours) at least `atLeast`.
struct BenchBar: Sendable {
    /// The row's name, as `BenchRunner.report` prints it.
    var row: String
    /// The start of the row's anchor name, for a row measured against more than one anchor.
    var anchor: String? = nil
    var atLeast: Double
    /// Where the bar was set.
    var origin: String

    /// Every bar. A row without one is measured and printed, not judged.
    static let all: [BenchBar] = [
        BenchBar(row: "content.open.firstCard", anchor: "the same without", atLeast: 0.9, origin: "issue 26"),
        BenchBar(row: "content.open.firstCard", anchor: "seed", atLeast: 1.0, origin: "issue 26"),
        BenchBar(row: "search.open.10k", atLeast: 20, origin: "issue 26"),
        BenchBar(row: "search.query.10k.file", atLeast: 0.8, origin: "issue 26"),
        BenchBar(row: "helpbook.load.v2.10k", atLeast: 2.0, origin: "issue 26"),
        BenchBar(row: "rules.decide.100", atLeast: 0.5, origin: "issue 26"),
        BenchBar(row: "l10n.resolve", atLeast: 0.5, origin: "issue 26"),
        BenchBar(row: "tutorials.card.rich", atLeast: 0.5, origin: "issue 27"),
    ]

    /// The bar of the row `row` measured against `anchorName`, if it has one.
    static func bar(row: String, anchorName: String) -> BenchBar? {
        all.first { $0.row == row && ($0.anchor.map { anchorName.hasPrefix($0) } ?? true) }
    }
}

/// The ratios of the rows that have a bar, in the order they were measured: what
/// `guidebook-bench` sums up at the end and what `--check-bars` fails on.
final class BenchBarLedger {
    private(set) var judged: [(bar: BenchBar, ratio: Double)] = []

    func record(_ bar: BenchBar, ratio: Double) { judged.append((bar, ratio)) }

    /// The rows under their bar.
    var missed: [(bar: BenchBar, ratio: Double)] { judged.filter { $0.ratio < $0.bar.atLeast } }

    /// One line: how many judged rows met their bar, and each that did not.
    var summary: String {
        let under = missed.map { "\($0.bar.row) \(String(format: "%.2f", $0.ratio)) < \(Self.format($0.bar.atLeast))" }
        let head = "bars  met \(judged.count - under.count) of \(judged.count)"
        return under.isEmpty ? head : head + "; under: " + under.joined(separator: ", ")
    }

    static func format(_ bar: Double) -> String { String(format: bar >= 10 ? "%.0f" : "%.2f", bar) }
}
