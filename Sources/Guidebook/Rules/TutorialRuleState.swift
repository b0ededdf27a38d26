import Foundation

/// What the rules remember between launches: per card counts, donations, parameters, versions.
///
/// `Tutorials` keeps it beside the seed's `hasSeen<Key>` entries (which it still writes), through
/// ``TutorialStateStore/saveRuleState(_:)``, as JSON. Tests build one to feed the decision.
///
/// ```swift
/// var state = TutorialRuleState()
/// state.records["Export", default: .init()].displayCount = 2
/// ```
public struct TutorialRuleState: Sendable, Hashable, Codable {
    /// What happened to one card.
    public struct Record: Sendable, Hashable, Codable {
        /// How many times it was shown (and counted: dismissed, or presented with `.onPresent`).
        public var displayCount = 0
        /// How many times the user dismissed it (a tap, Skip).
        public var dismissCount = 0
        /// How long it was on screen in total, in seconds.
        public var displayedSeconds = 0.0
        /// When it last came up.
        public var lastDisplayed: Date?
        /// Why it will not show again, once invalidated.
        public var invalidation: TutorialInvalidation?

        /// An empty record: never shown.
        public init() {}
    }

    /// Per card, by key.
    public var records: [String: Record] = [:]
    /// Per event name.
    public var events: [String: TutorialEventHistory] = [:]
    /// Persisted parameters (transient ones are kept by the engine only).
    public var parameters: [String: TutorialValue] = [:]
    /// When any card last came up (the global frequency).
    public var lastDisplayed: Date?
    /// When a card of each group last came up (group frequencies).
    public var lastDisplayedInGroup: [String: Date] = [:]
    /// The app version Guidebook first ran in; `0` when the user had seen cards before it was stored.
    public var firstAppVersion: AppVersion?
    /// The highest app version Guidebook ran in (a lower one now means a downgrade).
    public var highestAppVersion: AppVersion?
    /// The step each interrupted tour is at, by tour name: its index among the tour's steps
    /// (`1` is the second step), absent before a step was seen. Kept in step with
    /// ``tourStepKeys`` and still written for versions that read only this.
    public var tourSteps: [String: Int] = [:]
    /// The key of the step each interrupted tour is at, by tour name, beside its index in
    /// ``tourSteps``: a tour whose steps were reordered, added or removed since goes on from this
    /// step wherever it now is (``TutorialRules`` carries it over at launch and on a swap). Absent
    /// in a state saved before keys were stored: the index alone is then read, as it was.
    public var tourStepKeys: [String: String] = [:]
    /// Tours finished or skipped, by name: final until the tour is reset.
    public var toursDone: [String: TourEnd] = [:]

    /// How a tour ended.
    public enum TourEnd: String, Sendable, Hashable, Codable {
        /// Every step was seen.
        case finished
        /// The user skipped it.
        case skipped
    }

    /// An empty state: a fresh install.
    public init() {}

    /// Puts `tour` at step `index` of `steps`: its index and the step's key.
    ///
    /// - Parameters:
    ///   - tour: The tour's name.
    ///   - index: The step's index in `steps`.
    ///   - steps: The tour's steps, in order.
    mutating func moveTour(_ tour: String, to index: Int, of steps: [String]) {
        tourSteps[tour] = index
        tourStepKeys[tour] = steps.indices.contains(index) ? steps[index] : nil
    }

    /// Forgets where `tour` is: it starts at its first step.
    ///
    /// - Parameter tour: The tour's name.
    mutating func forgetTourStep(_ tour: String) {
        tourSteps[tour] = nil
        tourStepKeys[tour] = nil
    }

    /// Notes that the app runs `version` now: the first version is stored once (`0` when the
    /// store already had seen cards, an upgrade from before versions were stored), the highest kept.
    ///
    /// - Parameters:
    ///   - version: The running app's version.
    ///   - hadSeenCards: Whether the store held seen cards before any version was stored.
    public mutating func noteAppVersion(_ version: AppVersion, hadSeenCards: Bool) {
        if firstAppVersion == nil {
            firstAppVersion = hadSeenCards ? AppVersion(parts: [0]) : version
        }
        highestAppVersion = max(highestAppVersion ?? version, version)
    }
}
