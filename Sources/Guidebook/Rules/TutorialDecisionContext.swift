import Foundation

/// What the decision knows besides the stored state: now, the app's version, the transient
/// parameters and the testing switches.
///
/// ```swift
/// let context = TutorialDecisionContext(now: Date(timeIntervalSince1970: 1_800_000_000),
///                                       appVersion: AppVersion("2.0"))
/// ```
public struct TutorialDecisionContext: Sendable {
    /// The moment of the decision (an injected clock's in tests).
    public var now: Date
    /// The running app's version, for version gates; `nil` when unknown (gates then fail).
    public var appVersion: AppVersion?
    /// Parameters set for this process only; they win over persisted ones of the same name.
    public var parameters: [String: TutorialValue]
    /// Show all, hide all, show only.
    public var switches: TutorialTestingSwitches

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - now: The moment of the decision.
    ///   - appVersion: The running app's version.
    ///   - parameters: Transient parameters.
    ///   - switches: Testing switches.
    public init(
        now: Date, appVersion: AppVersion? = nil, parameters: [String: TutorialValue] = [:],
        switches: TutorialTestingSwitches = .init()
    ) {
        self.now = now
        self.appVersion = appVersion
        self.parameters = parameters
        self.switches = switches
    }
}
