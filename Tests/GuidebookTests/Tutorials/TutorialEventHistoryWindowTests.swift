import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// Counts within a window against a count by hand of the kept times: every kind of window (all
/// kept donations in it, none, a split, a boundary on a donation's own time) on histories that
/// dropped donations or not, and on histories read back from a file that kept fewer times than
/// its total.
@Suite struct TutorialEventHistoryWindowTests {
    /// The answer by hand: the kept times at or after `threshold`, exact unless every kept time
    /// is in the window and some donations were dropped.
    private func truth(kept: [Double], total: Int, threshold: Double) -> TutorialEventHistory.WindowCount {
        let count = kept.filter { $0 >= threshold }.count
        return .init(count: count, isExact: !(count == kept.count && total > kept.count))
    }

    @Test func everyWindowOfRandomHistoriesCountsAsByHand() {
        var random = SplitMix64(seed: 2_026_12_01)
        var checked = 0
        for _ in 0..<400 {
            let capacity = 1 + random.below(6)
            var history = TutorialEventHistory(capacity: capacity)
            var times: [Double] = []
            var time = 1_800_000_000.0
            for _ in 0..<random.below(20) {
                time += Double(random.below(3))  // several donations in the same second
                history.donate(at: Date(timeIntervalSince1970: time))
                times.append(time)
            }
            let kept = Array(times.suffix(capacity))
            // Each kept time, just before and after it, and before and after them all.
            var thresholds = [0, 1_800_000_000.0, time + 1, .infinity]
            for moment in kept { thresholds += [moment, moment - 0.5, moment + 0.5] }
            for threshold in thresholds {
                let counted = history.count(since: Date(timeIntervalSince1970: threshold))
                #expect(
                    counted == truth(kept: kept, total: times.count, threshold: threshold), "\(kept) at \(threshold)")
                checked += 1
            }
        }
        #expect(checked > 4_000)
    }

    @Test func aHistoryReadWithFewerTimesThanItsTotalSaysAtLeast() throws {
        // A file that kept 2 times of 5 donations, and one that kept none of 3.
        for (json, threshold, expected) in [
            (
                #"{"total":5,"capacity":4,"times":[100,200]}"#, 50.0,
                TutorialEventHistory.WindowCount(count: 2, isExact: false)
            ),
            (#"{"total":5,"capacity":4,"times":[100,200]}"#, 150.0, .init(count: 1, isExact: true)),
            (#"{"total":5,"capacity":4,"times":[100,200]}"#, 250.0, .init(count: 0, isExact: true)),
            (#"{"total":3,"capacity":4,"times":[]}"#, 50.0, .init(count: 0, isExact: false)),
            (#"{"total":0,"capacity":4,"times":[]}"#, 50.0, .init(count: 0, isExact: true)),
        ] {
            let history = try JSONDecoder().decode(TutorialEventHistory.self, from: Data(json.utf8))
            let since = Date(timeIntervalSince1970: threshold)
            #expect(history.count(since: since) == expected, "\(json) since \(threshold)")
        }
    }
}
