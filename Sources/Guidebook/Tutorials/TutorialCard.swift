/// What a presenter draws for one tutorial: the seed's card over a dimmed screen.
/// Presenters (UIKit, SwiftUI, HTML, terminal) only draw this; they never read files.
///
/// ```swift
/// let card = TutorialCard(key: "Welcome", title: "Welcome", body: "Tap a composition to open it.",
///                         dismissHint: "Tap to continue", language: "en")
/// card.dimmingOpacity  // 0.4
/// ```
public struct TutorialCard: Sendable, Hashable, Codable, Identifiable {
    /// The tutorial key (`Welcome`).
    public var key: String
    /// The card's title (from `"<key> Title"`); empty when the table has none.
    public var title: String
    /// The card's text (from `"<key>"`).
    public var body: String
    /// The localized dismiss hint, "Tap to continue".
    public var dismissHint: String
    /// How opaque the dimming layer over the screen is (the seed's 0.4): the style's
    /// (``GuidebookStyle/dimmingOpacity``).
    public var dimmingOpacity: Double {
        get { style.dimmingOpacity }
        set { style.dimmingOpacity = newValue }
    }
    /// How the card looks: the app's style (``TutorialOptions/style``) with the rules file's and
    /// the card's own `"style"` applied; ``GuidebookStyle/standard`` unless one of them sets a value.
    public var style: GuidebookStyle = .standard
    /// The language the copy was found in.
    public var language: String
    /// Whether the language is written right to left (Arabic, Hebrew, ...).
    public var layoutDirection: LayoutDirection
    /// Where the card is in its tour ("2 of 4", Next, Skip tour); `nil` for a card on its own.
    public var tourStep: TourStep?
    /// The words of the tour controls in the card's language (from its strings table, else the
    /// built-in ``GuidebookStrings``); drawn only when ``tourStep`` is set
    /// (``TutorialCardModel/tourControls``).
    public var tourTexts: TourTexts = .english
    /// What the card points at (from its rules, ``TutorialRuleSet/spotlight``); `nil` for a card
    /// over the whole dimmed screen. ``SpotlightLayout`` places it.
    public var spotlight: TutorialSpotlight?
    /// The frame the app registered for the spotlight's target id when the card was shown
    /// (``Tutorials/setSpotlightTarget(_:frame:)``); `nil` when none was, or the target is a frame.
    public var spotlightFrame: SpotlightRect?
    /// The card's buttons (from its rules, ``TutorialRuleSet/actions``, titled from its copy); none
    /// for the seed's card, which any tap dismisses.
    public var actions: [Action] = []
    /// How the card is put on screen (from its rules, ``TutorialRuleSet/presentation``); `nil`
    /// follows the spotlight, as cards did before presentations existed
    /// (``TutorialCardModel/presentation``).
    public var presentation: TutorialPresentation?
    /// The card's picture (from its rules, ``TutorialRuleSet/image``, with its VoiceOver words from
    /// its copy); `nil` for none.
    public var image: Image?

    /// A card's place in a tour. The presenter offers Next (return ``DismissReason/tapped``),
    /// Skip tour (return ``DismissReason/skippedByUser``) and, when ``offersBack``, Back (return
    /// ``DismissReason/back``).
    public struct TourStep: Sendable, Hashable, Codable {
        /// The tour's name.
        public var tour: String
        /// This step's number, from 1.
        public var number: Int
        /// How many steps the tour has.
        public var count: Int
        /// Whether the card offers Back: its tour allows it (``TutorialTour/allowsBack``), this is
        /// not the first step, and the screen walking the tour has the step before.
        public var offersBack: Bool

        /// Creates a step.
        ///
        /// - Parameters:
        ///   - tour: The tour's name.
        ///   - number: The step's number, from 1.
        ///   - count: How many steps the tour has.
        ///   - offersBack: Whether the card offers Back.
        public init(tour: String, number: Int, count: Int, offersBack: Bool = false) {
            self.tour = tour
            self.number = number
            self.count = count
            self.offersBack = offersBack
        }

        private enum CodingKeys: String, CodingKey {
            case tour, number, count, offersBack
        }

        /// Decodes a step; one written before Back existed offers none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tour = try container.decode(String.self, forKey: .tour)
            number = try container.decode(Int.self, forKey: .number)
            count = try container.decode(Int.self, forKey: .count)
            offersBack = try container.decodeIfPresent(Bool.self, forKey: .offersBack) ?? false
        }

        /// Whether this is the tour's last step (Done rather than Next).
        public var isLast: Bool { number >= count }
    }

    /// The key identifies the card.
    public var id: String { key }

    /// Creates a card; the layout direction follows the language unless given.
    public init(
        key: String, title: String, body: String, dismissHint: String, dimmingOpacity: Double = 0.4,
        language: String, layoutDirection: LayoutDirection? = nil
    ) {
        self.key = key
        self.title = title
        self.body = body
        self.dismissHint = dismissHint
        self.language = language
        self.layoutDirection = layoutDirection ?? LayoutDirection(language: language)
        self.dimmingOpacity = dimmingOpacity
    }
}
