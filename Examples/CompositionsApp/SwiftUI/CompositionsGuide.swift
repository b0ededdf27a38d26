import Foundation
import Guidebook
import GuidebookSwiftUI

/// The app's tutorials and help book, made once at launch (as in the UIKit version, with the
/// SwiftUI presenter): the seed's `Tutorial.strings`, its app-state file (so `hasSeenWelcome`
/// keeps working) and `HelpList.plist`.
@MainActor
final class CompositionsGuide {
    let tutorials: Tutorials
    let presenter: TutorialCardPresenter
    let book: HelpBook

    init(bundle: Bundle, appStateURL: URL) throws(Failure) {
        let presenter = TutorialCardPresenter()
        self.presenter = presenter
        do {
            tutorials = Tutorials(
                copy: try .stringsTable("Tutorial", in: bundle.bundleURL),
                store: .propertyListFile(appStateURL),
                presenter: presenter, rules: Self.rules)
        } catch {
            throw .tutorials(error)
        }
        guard let helpURL = bundle.url(forResource: "HelpList", withExtension: "plist") else {
            throw .missingHelpBook
        }
        do {
            book = try HelpBook(contentsOf: helpURL)
        } catch {
            throw .helpBook(error)
        }
    }

    /// The "basics" tour: the Library card, then the Export card pointing at the Export button
    /// (`LibraryView` marks it with `spotlightTarget("exportButton")`).
    static let rules = TutorialRules(
        cards: [
            "Export": TutorialRuleSet(
                spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .rounded(cornerRadius: 10)))
        ],
        tours: [TutorialTour("basics", steps: ["Library", "Export"])])

    enum Failure: Error {
        case tutorials(TutorialCopyError)
        case missingHelpBook
        case helpBook(HelpBookError)
    }
}
