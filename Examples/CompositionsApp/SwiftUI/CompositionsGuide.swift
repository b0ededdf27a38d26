import Foundation
import Guidebook
import GuidebookSwiftUI

/// The app's tutorials and help book, made once at launch from the bundle's content (as in the
/// UIKit version, with the SwiftUI presenter): `Tutorial.strings`, the help book in the user's
/// language (`HelpBook.json`, else `HelpList.plist`) and the app-state file (so
/// `hasSeenWelcome` keeps working). A missing help file leaves the help menu out, never the cards.
/// The content sits in a `ContentStore`, so an open help menu shows a remote update at once; help
/// deep links use the `compositions` scheme, which the app lists under `CFBundleURLTypes`.
@MainActor
final class CompositionsGuide {
    let content: GuidebookContent
    let store: ContentStore
    /// `compositions://help/<id>` opens an article; other links the app is opened with are its own.
    let links = HelpLinkScheme(registeredScheme: "compositions") ?? .inApp
    let tutorials: Tutorials
    let presenter: TutorialCardPresenter
    let book: HelpBook?

    init(bundle: Bundle, appStateURL: URL) {
        let content = GuidebookContent(source: .bundle(bundle))
        let languages = LanguageResolver.platformPreferredLanguages()
        let presenter = TutorialCardPresenter()
        self.content = content
        store = ContentStore(content)
        self.presenter = presenter
        // The copy and the rules file (Tutorials.json: each card's presentation, image and actions)
        // come from the content, joined with the rules written here; live, so a download swaps both.
        tutorials = Tutorials(
            content: store, store: .propertyListFile(appStateURL), presenter: presenter,
            preferredLanguages: languages, rules: Self.rules)
        book = content.helpBook(preferredLanguages: languages)?.book
    }

    /// The "basics" tour: the Library card, then the Export card pointing at the Export button
    /// (`LibraryView` marks it with `spotlightTarget("exportButton")`).
    static let rules = TutorialRules(
        cards: [
            "Export": TutorialRuleSet(
                spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .rounded(cornerRadius: 10)))
        ],
        tours: [TutorialTour("basics", steps: ["Library", "Export"])])
}
