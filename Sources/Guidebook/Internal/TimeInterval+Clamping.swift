import Foundation

// Intervals given in code are Doubles: negative, NaN, infinite or 1e300 are all possible. These
// make each one safe where a conversion would trap or a comparison with NaN would mislead.
extension TimeInterval {
    /// The interval, or 0 when it is negative or NaN (infinity stays infinity).
    ///
    /// ```swift
    /// TimeInterval(-1).nonNegative    // 0
    /// TimeInterval.nan.nonNegative    // 0
    /// TimeInterval(90).nonNegative    // 90
    /// ```
    package var nonNegative: TimeInterval {
        self > 0 ? self : 0  // NaN fails the test, so it gives 0 too
    }

    /// This many seconds as whole nanoseconds for `Task.sleep(nanoseconds:)`, without trapping.
    ///
    /// `UInt64(seconds * 1e9)` traps on a negative value, on NaN and on anything past
    /// `UInt64.max` nanoseconds. Here a negative value and NaN give 0 (no wait), and a larger one
    /// than `Int64.max` nanoseconds (about 292 years), infinity included, gives `Int64.max`: a
    /// runtime that hands the wait to `dispatch_time`, whose delta is an `int64_t`, would read a
    /// larger one as negative, that is as no wait at all.
    ///
    /// ```swift
    /// TimeInterval(1.5).sleepNanoseconds       // 1_500_000_000
    /// TimeInterval.infinity.sleepNanoseconds   // 9_223_372_036_854_775_807
    /// ```
    package var sleepNanoseconds: UInt64 {
        let nanoseconds = nonNegative * 1e9
        // 2^63, the first Double past Int64.max: every Double below it converts exactly.
        guard nanoseconds < 9_223_372_036_854_775_808 else { return UInt64(Int64.max) }
        return UInt64(nanoseconds)
    }
}
