#if canImport(UIKit) && canImport(ObjectiveC)
    import Foundation
    import Guidebook

    /// The seed's Objective-C entry point, so `[TutorialSystem showTutorialForKey:@"Welcome"]`
    /// keeps working: set ``shared`` once at launch, and every existing call shows the card.
    ///
    /// ```objc
    /// [TutorialSystem showTutorialForKey:@"Welcome"];
    /// ```
    ///
    /// Needs the Objective-C runtime, so it is not compiled (nor type-checked) on Linux: it is
    /// only built on Apple platforms.
    @objc(TutorialSystem)
    public final class TutorialSystem: NSObject {
        /// The engine the Objective-C calls go to; set it at launch.
        nonisolated(unsafe) public static var shared: Tutorials?

        /// Shows the card for `key` unless the user has seen it (``Tutorials/show(_:)``).
        ///
        /// - Parameter key: The tutorial key.
        @objc(showTutorialForKey:)
        public static func showTutorial(forKey key: String) {
            shared?.show(key)
        }
    }
#endif
