import Guidebook

/// SplitMix64: a small, fast random source that gives the same sequence for a seed on every
/// platform, for generated content (the synthetic help book) and reproducible generated tests.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.below(100)
/// ```
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A source whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (bound > 0).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
