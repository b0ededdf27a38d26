/// The codes of the tutorial engine and card copy (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A card's action was chosen but the app set no handler that performs it.
    public static let actionUnhandled = DiagnosticCode(rawValue: "action-unhandled")
    /// A card was dismissed by an action id the card does not have.
    public static let actionUnknown = DiagnosticCode(rawValue: "action-unknown")
    /// A card's body has Markdown the card cannot draw, so it is shown as plain text.
    public static let cardBodyMarkdown = DiagnosticCode(rawValue: "card-body-markdown")
    /// A card has no body in a language, so an app shows it in another language.
    public static let cardLanguageFallback = DiagnosticCode(rawValue: "card-language-fallback")
    /// A card's action has no title in a language.
    public static let missingActionTitle = DiagnosticCode(rawValue: "missing-action-title")
    /// A card has no body in a language.
    public static let missingBody = DiagnosticCode(rawValue: "missing-body")
    /// A card has no text in its table, so no card was shown.
    public static let missingCopy = DiagnosticCode(rawValue: "missing-copy")
    /// A card's image has no accessibility label.
    public static let missingImageLabel = DiagnosticCode(rawValue: "missing-image-label")
    /// A card has no title in a language.
    public static let missingTitle = DiagnosticCode(rawValue: "missing-title")
    /// The app's presenter did not return for a card in time; the engine moved on.
    public static let presenterTimeout = DiagnosticCode(rawValue: "presenter-timeout")
    /// GUIDEBOOK_RESET_TOUR names a tour the rules do not have.
    public static let resetUnknownTour = DiagnosticCode(rawValue: "reset-unknown-tour")
    /// The saved rule state could not be read; counts and progress start afresh.
    public static let ruleStateCorrupt = DiagnosticCode(rawValue: "rule-state-corrupt")
    /// The rule state could not be encoded, so it was not saved.
    public static let ruleStateUnsaved = DiagnosticCode(rawValue: "rule-state-unsaved")
    /// showTour names a tour the rules do not have.
    public static let showUnknownTour = DiagnosticCode(rawValue: "show-unknown-tour")
    /// showTour names a step the tour does not have.
    public static let showUnknownTourStep = DiagnosticCode(rawValue: "show-unknown-tour-step")
}
