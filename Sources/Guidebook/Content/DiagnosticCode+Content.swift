/// The codes of content sets and lint (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A card's action opens a help article id no help book has.
    public static let actionUnknownArticle = DiagnosticCode(rawValue: "action-unknown-article")
    /// A card body links to a help article id that the help book of its language lacks.
    public static let bodyUnknownArticle = DiagnosticCode(rawValue: "body-unknown-article")
    /// A String Catalog entry is marked stale or needs review.
    public static let catalogState = DiagnosticCode(rawValue: "catalog-state")
    /// Content was refused because it has errors; the first is quoted.
    public static let contentHasErrors = DiagnosticCode(rawValue: "content-has-errors")
    /// A source file lint scans cannot be read.
    public static let contentUnreadable = DiagnosticCode(rawValue: "content-unreadable")
    /// A strings table writes one key twice; the second value wins.
    public static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    /// App code passes a tutorial key built at run time, which lint cannot check.
    public static let dynamicKey = DiagnosticCode(rawValue: "dynamic-key")
    /// A rule counts an event no app code donates, so it never passes.
    public static let eventNeverDonated = DiagnosticCode(rawValue: "event-never-donated")
    /// A translation's format specifiers differ from the development language's.
    public static let formatMismatch = DiagnosticCode(rawValue: "format-mismatch")
    /// A card's image names no file of the content folder.
    public static let imageNotFound = DiagnosticCode(rawValue: "image-not-found")
    /// Lint found no app code to check keys against.
    public static let noSources = DiagnosticCode(rawValue: "no-sources")
    /// New content has a key whose text cannot be resolved for a language, count or device.
    public static let remoteUnresolvableText = DiagnosticCode(rawValue: "remote-unresolvable-text")
    /// The rules file and the app's code define a card or tour differently.
    public static let rulesConflict = DiagnosticCode(rawValue: "rules-conflict")
    /// Rules name a card no tutorial table has.
    public static let rulesUnknownCard = DiagnosticCode(rawValue: "rules-unknown-card")
    /// A card's prerequisite is no card, so the card never shows.
    public static let rulesUnknownPrerequisite = DiagnosticCode(rawValue: "rules-unknown-prerequisite")
    /// A tour has a step that is no card.
    public static let rulesUnknownStep = DiagnosticCode(rawValue: "rules-unknown-step")
    /// A tour's progress text does not show both the step number and the tour length.
    public static let tourProgressFormat = DiagnosticCode(rawValue: "tour-progress-format")
    /// Tour control texts are missing in a language, so English is shown.
    public static let tourTextsEnglish = DiagnosticCode(rawValue: "tour-texts-english")
    /// A tutorial table key no app code uses.
    public static let unusedKey = DiagnosticCode(rawValue: "unused-key")
}
