import Foundation

/// How ``Tutorials`` decides and records.
///
/// ```swift
/// var options = TutorialOptions()
/// options.recording = .onPresent     // the seed's behaviour
/// options.alwaysShow = true          // the seed's ALWAYS_SHOW_HELP
/// ```
public struct TutorialOptions: Sendable, Hashable {
    /// When a card counts as seen.
    public enum RecordingMoment: Sendable, Hashable {
        /// When the user dismisses it (the default): a card the app never got to show stays unseen.
        case onDismiss
        /// As soon as it is presented, as the seed did.
        case onPresent
    }

    /// When a card counts as seen; ``RecordingMoment/onDismiss`` unless set.
    public var recording: RecordingMoment
    /// Show every card every time, seen or not (for testing copy); still recorded.
    public var alwaysShow: Bool
    /// The environment read for `GUIDEBOOK_ALWAYS_SHOW=1`, which also turns always-show on.
    public var environment: [String: String]

    /// Creates options.
    ///
    /// - Parameters:
    ///   - recording: When a card counts as seen.
    ///   - alwaysShow: Show every card every time.
    ///   - environment: Where `GUIDEBOOK_ALWAYS_SHOW` is read; the process's by default.
    public init(
        recording: RecordingMoment = .onDismiss, alwaysShow: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.recording = recording
        self.alwaysShow = alwaysShow
        self.environment = environment
    }

    /// Whether cards show every time: ``alwaysShow`` or `GUIDEBOOK_ALWAYS_SHOW=1`.
    public var showsAlways: Bool {
        alwaysShow || environment["GUIDEBOOK_ALWAYS_SHOW"] == "1"
    }
}
