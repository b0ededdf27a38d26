// Must yield nothing: every guard form the checker accepts, around uses of newer symbols.
import Foundation

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct Timings {
    var limit: Duration
    let clock = ContinuousClock()
    func wait() async throws { try await Task.sleep(for: .seconds(1)) }
}

struct Mixed {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    func interval(
        from start: ContinuousClock.Instant,
        to end: ContinuousClock.Instant
    ) -> Duration {
        end - start
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    var stored: Duration { .zero }

    @available(*, unavailable)
    func never() -> Duration { .zero }

    func branches() async {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            try? await Task.sleep(for: .seconds(1))
            _ = URL(filePath: "/tmp")
        } else {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
        }
    }

    func afterTheGuard() {
        guard #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) else { return }
        _ = URL.temporaryDirectory
        _ = "abc".firstRange(of: "b")
    }

    // Mentions in comments and strings are no uses: Duration, Mutex, ContinuousClock, #/x/#.
    let text = "Task.sleep(for:) and Duration"
    let raw = #"Regex and "Duration" in a raw string"#
    let multi = """
        NavigationStack and Locale.Language
        """
}

#if canImport(Darwin)
    let lock = NSLock()
#elseif GUIDEBOOK_TSAN
    let lock = 0
#else
    // Neither Darwin nor a flag: Linux only, as Internal/Locked.swift does it.
    let lock = Mutex(0)
#endif

#if os(Linux)
    let counter = Atomic<Int>(0)
#endif

#if !canImport(Darwin)
    let other = Atomic<Int>(0)
#endif

#if canImport(UIKit)
    // iOS, tvOS, visionOS only: the iOS 16 guard is enough although macOS is left out.
    @available(iOS 16.0, tvOS 16.0, *)
    struct Stack { var body: some View { NavigationStack {} } }
#endif
