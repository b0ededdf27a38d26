import Foundation

/// How ``Tutorials`` decides and records.
///
/// ```swift
/// var options = TutorialOptions()
/// options.recording = .onPresent     // the seed's behaviour
/// options.alwaysShow = true          // the seed's ALWAYS_SHOW_HELP
/// options.showOnly = ["Export"]      // or GUIDEBOOK_SHOW_ONLY=Export
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
    /// Show every card every time, seen or not, whatever its rules (for testing copy); still recorded.
    public var alwaysShow: Bool
    /// Show no card (for screenshots and UI tests); `GUIDEBOOK_HIDE_ALL=1` also turns it on.
    public var hidesAll: Bool
    /// Show only these cards (their rules still apply); `nil` for all. `GUIDEBOOK_SHOW_ONLY=A,B`
    /// also restricts them (both lists apply when both are set).
    public var showOnly: Set<String>?
    /// Tours to start over each time the engine is created, for testing a tour from its first
    /// step; `GUIDEBOOK_RESET_TOUR=Basics,Hints` adds to them.
    public var resetsTours: Set<String>
    /// The running app's version, for "new in this version" cards; the main bundle's
    /// `CFBundleShortVersionString` unless set, `nil` when unknown (such cards then never show).
    public var appVersion: AppVersion?
    /// The environment read for `GUIDEBOOK_ALWAYS_SHOW=1`, which also turns always-show on.
    public var environment: [String: String]
    /// How long a presenter may keep one card up before the engine takes it down, in seconds;
    /// `nil` for ever.
    ///
    /// The guard against a presenter that never returns, which would otherwise hold every
    /// later card back. When the time has passed, the engine cancels the presenter's task
    /// (as ``Tutorials/cancelCurrent()`` does: the card is recorded as
    /// ``DismissReason/cancelled``, not seen). A presenter that has still not returned after
    /// as long again is given up on: the engine moves on to the next card and reports a
    /// ``Diagnostic`` with code `presenter-timeout`. Ten minutes (600) unless set.
    ///
    /// Zero, a negative value or NaN gives the presenter no time: its card is taken down at
    /// once. A value beyond about 292 years, infinity included, waits 292 years: for ever in practice.
    public var presentationTimeout: TimeInterval?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - recording: When a card counts as seen.
    ///   - alwaysShow: Show every card every time.
    ///   - environment: Where `GUIDEBOOK_ALWAYS_SHOW` is read; the process's by default.
    ///   - presentationTimeout: How long one card may stay up, in seconds; `nil` for ever.
    public init(
        recording: RecordingMoment = .onDismiss, alwaysShow: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        presentationTimeout: TimeInterval? = 600
    ) {
        self.recording = recording
        self.alwaysShow = alwaysShow
        hidesAll = false
        showOnly = nil
        resetsTours = []
        appVersion = (Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String).flatMap(AppVersion.init)
        self.environment = environment
        self.presentationTimeout = presentationTimeout
    }

    /// Whether cards show every time: ``alwaysShow`` or `GUIDEBOOK_ALWAYS_SHOW=1`.
    public var showsAlways: Bool {
        alwaysShow || environment["GUIDEBOOK_ALWAYS_SHOW"] == "1"
    }

    /// The testing switches in effect: the options' and the environment's.
    public var switches: TutorialTestingSwitches {
        TutorialTestingSwitches(showAll: alwaysShow, hideAll: hidesAll, showOnly: showOnly, resetTours: resetsTours)
            .merging(TutorialTestingSwitches(environment: environment))
    }
}
