import Foundation

// The testing switches' names before they became one value, `TutorialOptions.testing`, with the
// names of `TutorialTestingSwitches`. Kept for one release so that apps move at their pace.
extension TutorialOptions {
    /// Creates options with always-show set.
    ///
    /// - Parameters:
    ///   - recording: When a card counts as seen.
    ///   - alwaysShow: Show every card every time (``TutorialTestingSwitches/showAll``).
    ///   - environment: Where the testing switches' variables are read.
    ///   - presentationTimeout: How long one card may stay up, in seconds; `nil` for ever.
    @available(
        *, deprecated, message: "use init(recording:testing:environment:presentationTimeout:) with testing.showAll"
    )
    public init(
        recording: RecordingMoment = .onDismiss, alwaysShow: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        presentationTimeout: TimeInterval? = 600
    ) {
        self.init(
            recording: recording, testing: TutorialTestingSwitches(showAll: alwaysShow), environment: environment,
            presentationTimeout: presentationTimeout)
    }

    /// Show every card every time: ``TutorialTestingSwitches/showAll`` of ``testing``.
    @available(*, deprecated, renamed: "testing.showAll")
    public var alwaysShow: Bool {
        get { testing.showAll }
        set { testing.showAll = newValue }
    }

    /// Show no card: ``TutorialTestingSwitches/hideAll`` of ``testing``.
    @available(*, deprecated, renamed: "testing.hideAll")
    public var hidesAll: Bool {
        get { testing.hideAll }
        set { testing.hideAll = newValue }
    }

    /// Show only these cards: ``TutorialTestingSwitches/showOnly`` of ``testing``.
    @available(*, deprecated, renamed: "testing.showOnly")
    public var showOnly: Set<String>? {
        get { testing.showOnly }
        set { testing.showOnly = newValue }
    }

    /// Tours to start over at launch: ``TutorialTestingSwitches/resetTours`` of ``testing``.
    @available(*, deprecated, renamed: "testing.resetTours")
    public var resetsTours: Set<String> {
        get { testing.resetTours }
        set { testing.resetTours = newValue }
    }

    /// Whether cards show every time, in code or by `GUIDEBOOK_ALWAYS_SHOW=1`.
    @available(*, deprecated, renamed: "switches.showAll")
    public var showsAlways: Bool { switches.showAll }
}
