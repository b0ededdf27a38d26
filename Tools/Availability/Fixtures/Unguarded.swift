// Must be flagged, line by line (scripts/ci/availability.sh runs the checker's --self-test on it):
// each use of a symbol newer than the package's minimums carries `// flagged: <fact id>`. Never
// compiled; a mention in a comment or a string ("Duration") is not a use.
import Foundation

struct Timings {
    var limit: Duration  // flagged: Duration
    let clock = ContinuousClock()  // flagged: ContinuousClock
    let label = "Duration and ContinuousClock in a string are not uses"

    func wait() async throws {
        try await Task.sleep(for: .seconds(1))  // flagged: Task.sleep(for:tolerance:clock:)
    }

    // `@available` with too low a version guards nothing.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    func tooLow() -> Duration { .zero }  // flagged: Duration

    // A guard that names iOS only leaves macOS at its minimum (`*`).
    @available(iOS 16.0, *)
    func iOSOnly() -> Duration { .zero }  // flagged: Duration

    // A guard on one declaration ends with it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    let guardedStored: Int = 1
    var after: SuspendingClock? { nil }  // flagged: SuspendingClock

    func elseBranch() {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            print("new")
        } else {
            _ = URL(filePath: "/tmp")  // flagged: URL.init(filePath:directoryHint:relativeTo:)
        }
    }

    func beforeTheGuard() {
        _ = URL.temporaryDirectory  // flagged: URL.temporaryDirectory
        guard #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) else { return }
    }

    func regexes(_ text: String) -> Bool {
        let pattern = #/[0-9]+/#  // flagged: Regex
        _ = text.firstRange(of: "ab")  // flagged: BidirectionalCollection.firstRange(of:)
        return text.replacing(pattern, with: "") != text  // flagged: RangeReplaceableCollection.replacing(_:with:maxReplacements:)
    }
}

#if canImport(Darwin)
    // Compiled on every Apple platform.
    let lock = Mutex(0)  // flagged: Mutex
#elseif DEBUG
    let lock = 0
#endif

#if DEBUG
    // An unknown condition is true everywhere.
    let counter = Atomic<Int>(0)  // flagged: Atomic
#endif

#if canImport(UIKit)
    // UIKit: iOS, tvOS and visionOS, so iOS 17 is needed, macOS not.
    @Observable final class Model {}  // flagged: Observable()
#endif

let language: Locale.Language? = nil  // flagged: Locale.Language
struct Stack { var body: some View { NavigationStack {} } }  // flagged: NavigationStack
