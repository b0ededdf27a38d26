import Foundation

/// Where the engine reads the time for its rules: the system's, or a test's.
///
/// ```swift
/// let clock = TutorialClock { Date(timeIntervalSince1970: 1_800_000_000) }
/// clock.now()
/// ```
public struct TutorialClock: Sendable {
    /// The current moment.
    public let now: @Sendable () -> Date
    /// Waits this many seconds (the presentation watchdog's waits); returns early when the task
    /// is cancelled. A negative or NaN wait returns at once, a huge one waits as long as the
    /// system can (`sleepNanoseconds`). Tests replace it so that no test
    /// depends on how fast a loaded machine is.
    package var sleep: @Sendable (TimeInterval) async -> Void = { seconds in
        try? await Task.sleep(nanoseconds: seconds.sleepNanoseconds)
    }

    /// A clock that answers with `now`.
    ///
    /// - Parameter now: Returns the current moment.
    public init(_ now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's wall clock.
    public static let system = TutorialClock { Date() }
}
