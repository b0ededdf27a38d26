#if canImport(SwiftUI)
    import Combine
    import Guidebook

    /// The frames `spotlightTarget(_:)` views report as they move (the core's
    /// `SpotlightTargetFrames`), observed by ``TutorialCardView`` so the card lays out again, at
    /// its target's frame now, whenever the target moves.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor
    final class SpotlightFrames: ObservableObject {
        static let shared = SpotlightFrames()

        /// The latest frames; observers are told before they change.
        private(set) var frames = SpotlightTargetFrames() {
            willSet { objectWillChange.send() }
        }

        /// Records the frame of the view registered as `id` now; `nil` when it went away.
        func set(_ id: String, frame: SpotlightRect?) {
            frames.set(id, frame: frame)
        }
    }
#endif
