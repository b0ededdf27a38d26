import Foundation

/// How ``Tutorials`` decides and records.
///
/// ```swift
/// var options = TutorialOptions()
/// options.recording = .onPresent           // the seed's behaviour
/// options.testing.showAll = true           // the seed's ALWAYS_SHOW_HELP
/// options.testing.showOnly = ["Export"]    // or GUIDEBOOK_SHOW_ONLY=Export
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
    /// The switches for testing copy and rules set in code: show all, hide all, show only some
    /// cards, start tours over. The environment's (`GUIDEBOOK_ALWAYS_SHOW=1`, ...) add to them;
    /// ``switches`` is both.
    public var testing: TutorialTestingSwitches
    /// The running app's version, for "new in this version" cards; the main bundle's
    /// `CFBundleShortVersionString` unless set, `nil` when unknown (such cards then never show).
    public var appVersion: AppVersion?
    /// The environment read for the testing switches (`GUIDEBOOK_ALWAYS_SHOW=1`,
    /// `GUIDEBOOK_HIDE_ALL=1`, `GUIDEBOOK_SHOW_ONLY=A,B`, `GUIDEBOOK_RESET_TOUR=Basics`).
    public var environment: [String: String]
    /// How long a presenter may keep one card up before the engine takes it down, in seconds;
    /// `nil` for ever.
    ///
    /// The guard against a presenter that never returns, which would otherwise hold every
    /// later card back. When the time has passed, the engine cancels the presenter's task
    /// (as ``Tutorials/cancelCurrent()`` does: the card is recorded as
    /// ``DismissReason/cancelled``, not seen). A presenter that has still not returned after
    /// as long again is given up on: the engine moves on to the next card and reports a
    /// `Diagnostic` with code `presenter-timeout`. Ten minutes (600) unless set.
    ///
    /// Zero, a negative value or NaN gives the presenter no time: its card is taken down at
    /// once. A value beyond about 292 years, infinity included, waits 292 years: for ever in practice.
    public var presentationTimeout: TimeInterval?
    /// The look of this engine's cards (``TutorialCard/style``); ``GuidebookStyle/standard``
    /// unless set. A rules file's top-level `"style"` is laid over it, and a card's own `"style"`
    /// over that: writers change the look without a release, so what they set wins.
    ///
    /// ```swift
    /// var options = TutorialOptions()
    /// options.style.tint = GuidebookColor(hex: "#FF2D55")
    /// let tutorials = Tutorials(copy: copy, store: store, presenter: presenter, options: options)
    /// ```
    public var style: GuidebookStyle = .standard

    /// Creates options.
    ///
    /// - Parameters:
    ///   - recording: When a card counts as seen.
    ///   - testing: The testing switches set in code; none by default.
    ///   - environment: Where the testing switches' variables are read; the process's by default.
    ///   - presentationTimeout: How long one card may stay up, in seconds; `nil` for ever.
    public init(
        recording: RecordingMoment = .onDismiss, testing: TutorialTestingSwitches = TutorialTestingSwitches(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        presentationTimeout: TimeInterval? = 600
    ) {
        self.recording = recording
        self.testing = testing
        appVersion = (Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String).flatMap(AppVersion.init)
        self.environment = environment
        self.presentationTimeout = presentationTimeout
    }

    /// The testing switches in effect: ``testing`` and the environment's, merged
    /// (``TutorialTestingSwitches/merging(_:)``). The environment is read here only.
    public var switches: TutorialTestingSwitches {
        testing.merging(TutorialTestingSwitches(environment: environment))
    }
}
