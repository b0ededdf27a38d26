import Foundation
import Guidebook
import GuidebookUIKit

/// The Compositions app's tutorials and help book, made once at launch from the app bundle's
/// content (`GuidebookContent`): `Tutorial.strings` in its `.lproj` folders, the help book in
/// the user's language (`HelpBook.json`, else `HelpList.plist`), and the app-state file where
/// `hasSeenWelcome` keeps working.
///
/// Nothing here throws: a help file that is missing or cannot be read leaves the help menu out
/// (``book`` is `nil`, the finding in `content.diagnostics`) and the cards still show; a card
/// whose text is missing is skipped and reported in `tutorials.diagnostics`.
///
/// ```swift
/// let guide = CompositionsGuide(bundle: .main, appStateURL: appStateURL)
/// ```
@MainActor
final class CompositionsGuide {
    /// Everything the bundle holds for Guidebook, with what was wrong in it.
    let content: GuidebookContent
    /// The content in use, swapped when a remote update arrives: the help menu shows it at once.
    let store: ContentStore
    /// Help deep links: `compositions://help/<id>` (the app lists `compositions` under
    /// `CFBundleURLTypes`); other links the app is opened with are its own.
    let links = HelpLinkScheme(registeredScheme: "compositions") ?? .inApp
    /// The cards: "Welcome" and one per screen.
    let tutorials: Tutorials
    /// The help menu's book in the user's language, or `nil` when the bundle has none to read.
    let book: HelpBook?

    /// Reads the bundle's content once.
    ///
    /// - Parameters:
    ///   - bundle: The app bundle (`<lang>.lproj/Tutorial.strings`, the help files).
    ///   - appStateURL: The app-state property list the seed already wrote.
    init(bundle: Bundle, appStateURL: URL) {
        let content = GuidebookContent(source: .bundle(bundle))
        let languages = LanguageResolver.platformPreferredLanguages()
        self.content = content
        store = ContentStore(content)
        // The copy and the rules file (Tutorials.json: each card's presentation, image and actions)
        // come from the content, joined with the rules written here; live, so a download swaps both.
        tutorials = Tutorials(
            content: store, store: .propertyListFile(appStateURL), presenter: OverlayPresenter(),
            preferredLanguages: languages, rules: Self.rules)
        book = content.helpBook(preferredLanguages: languages)?.book
    }

    /// The "basics" tour: the Library card, then the Export card pointing at the Export button
    /// (`LibraryViewController` registers its frame as "exportButton").
    static let rules = TutorialRules(
        cards: [
            "Export": TutorialRuleSet(
                spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .rounded(cornerRadius: 10)))
        ],
        tours: [TutorialTour("basics", steps: ["Library", "Export"])])
}
