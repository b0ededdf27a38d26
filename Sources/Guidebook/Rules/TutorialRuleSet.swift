import Foundation

/// When one card may show: every rule ``Tutorials`` checks before presenting it.
///
/// The default is the seed's behaviour: shown once (``maxDisplayCount`` 1), no other rule.
/// Every rule is checked by one pure function (``TutorialRules/decide(_:state:context:hasSeen:)``),
/// and ``Tutorials/explain(_:)`` lists each with its value and whether it passed.
///
/// ```swift
/// var export = TutorialRuleSet(maxDisplayCount: 3)
/// export.conditions = [.event("openedDocument", .atLeast, 3, within: 7 * 86_400)]
/// export.prerequisites = ["Welcome"]
/// export.newInVersion = AppVersion("2.0")
/// ```
public struct TutorialRuleSet: Sendable, Hashable {
    /// How many times the card may be shown; `nil` for no limit. 1 (the seed's "once") unless set.
    public var maxDisplayCount: Int?
    /// After how many dismissals by the user (a tap, Skip) the card stops showing; `nil` for no limit.
    ///
    /// "Until dismissed 3 times" is `maxDisplayCount: nil, maxDismissals: 3`.
    public var maxDismissals: Int?
    /// How long the card may be on screen in total, over all its displays, in seconds; `nil`
    /// for no limit. Zero, a negative value or NaN lets the card show no more; infinity is no limit.
    public var maxDisplayDuration: TimeInterval?
    /// The group whose frequency (``TutorialRules/groupFrequencies``) applies, if any.
    public var group: String?
    /// Whether the card shows regardless of the display frequency.
    public var ignoresFrequency: Bool
    /// Parameter and event conditions, all of which must hold.
    public var conditions: [TutorialCondition]
    /// Cards that must have been seen (or dismissed) first.
    public var prerequisites: [String]
    /// "New in this version": shown only to users who upgraded to it or past it from an earlier
    /// version; never on a fresh install of it, nor after a downgrade.
    public var newInVersion: AppVersion?
    /// After this date the card is invalidated (``TutorialInvalidation/expired``).
    public var expires: Date?
    /// What the card points at. Not a rule of whether the card shows, but of how: the dimming
    /// leaves the target clear and the card stands beside it (``SpotlightLayout``).
    public var spotlight: TutorialSpotlight?
    /// The ids of the card's actions whose choice invalidates it
    /// (``TutorialInvalidation/actionChosen(_:)``): the user who tapped "Try it" needs no reminder.
    public var invalidatingActions: [String] = []
    /// The buttons the card offers, at most ``TutorialAction/maximumCount``, in the file's order.
    /// Not a rule of whether the card shows, but of what it offers; each one's choice dismisses it
    /// with ``DismissReason/action(_:)``.
    public var actions: [TutorialAction] = []
    /// How the card is put on screen; `nil` when the rules file does not say
    /// (``resolvedPresentation`` then follows the spotlight).
    public var presentation: TutorialPresentation?
    /// The card's own look, as its `"style"` in the rules file sets it: over the file's
    /// (``TutorialRules/style``) and the app's (``TutorialOptions/style``). Not a rule of whether
    /// the card shows, but of how it looks.
    public var style = GuidebookStyle.Overrides()

    /// The picture the card shows (an SF Symbol or an asset), from the rules file's `"image"`;
    /// `nil` for none. Its VoiceOver words are copy (``TutorialCopy/imageLabelKey(for:)``).
    public var image: TutorialImage?

    /// Creates rules for one card; every argument left out is "no such rule".
    ///
    /// - Parameters:
    ///   - maxDisplayCount: How many times it may show; `nil` for no limit.
    ///   - maxDismissals: After how many user dismissals it stops.
    ///   - maxDisplayDuration: The total time it may be on screen, in seconds.
    ///   - group: Its frequency group.
    ///   - ignoresFrequency: Whether the display frequency is ignored for it.
    ///   - conditions: Parameter and event conditions.
    ///   - prerequisites: Cards to be seen first.
    ///   - newInVersion: The version it announces.
    ///   - expires: When it stops for good.
    ///   - spotlight: What the card points at.
    public init(
        maxDisplayCount: Int? = 1, maxDismissals: Int? = nil, maxDisplayDuration: TimeInterval? = nil,
        group: String? = nil, ignoresFrequency: Bool = false, conditions: [TutorialCondition] = [],
        prerequisites: [String] = [], newInVersion: AppVersion? = nil, expires: Date? = nil,
        spotlight: TutorialSpotlight? = nil
    ) {
        self.maxDisplayCount = maxDisplayCount
        self.maxDismissals = maxDismissals
        self.maxDisplayDuration = maxDisplayDuration
        self.group = group
        self.ignoresFrequency = ignoresFrequency
        self.conditions = conditions
        self.prerequisites = prerequisites
        self.newInVersion = newInVersion
        self.expires = expires
        self.spotlight = spotlight
    }

    /// How the card is put on screen: ``presentation`` when the rules say, otherwise
    /// ``TutorialPresentation/spotlight`` for a card with a spotlight and
    /// ``TutorialPresentation/overlay`` for one without.
    public var resolvedPresentation: TutorialPresentation {
        presentation ?? (spotlight == nil ? .overlay : .spotlight)
    }

    /// Whether a card the user has seen can show again: the only cards for which
    /// ``Tutorials/show(_:)`` does more than the seen-check.
    public var canShowAfterSeen: Bool {
        maxDisplayCount.map { $0 > 1 } ?? true
    }
}
