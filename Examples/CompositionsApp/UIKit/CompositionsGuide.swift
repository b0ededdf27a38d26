import Foundation
import Guidebook
import GuidebookUIKit

/// The Compositions app's tutorials and help book, made once at launch: the seed's
/// `Tutorial.strings` and `HelpList.plist` from the app bundle, and its app-state file (where
/// `hasSeenWelcome` keeps working).
///
/// ```swift
/// let guide = try CompositionsGuide(bundle: .main, appStateURL: appStateURL)
/// ```
@MainActor
final class CompositionsGuide {
    /// The cards: "Welcome" and one per screen.
    let tutorials: Tutorials
    /// The help menu's book.
    let book: HelpBook

    /// Reads the bundle's copy and help book.
    ///
    /// - Parameters:
    ///   - bundle: The app bundle (`Tutorial.strings` in its `.lproj` folders, `HelpList.plist`).
    ///   - appStateURL: The app-state property list the seed already wrote.
    /// - Throws: `CompositionsGuide.Failure` naming the file that could not be read.
    init(bundle: Bundle, appStateURL: URL) throws(Failure) {
        do {
            tutorials = Tutorials(
                copy: try .stringsTable("Tutorial", in: bundle.bundleURL),
                store: .propertyListFile(appStateURL),
                presenter: OverlayPresenter(), rules: Self.rules)
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
    /// (`LibraryViewController` registers its frame as "exportButton").
    static let rules = TutorialRules(
        cards: [
            "Export": TutorialRuleSet(
                spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .rounded(cornerRadius: 10)))
        ],
        tours: [TutorialTour("basics", steps: ["Library", "Export"])])

    /// Why the guide could not be made.
    enum Failure: Error {
        /// `Tutorial.strings` could not be read.
        case tutorials(TutorialCopyError)
        /// The bundle has no `HelpList.plist`.
        case missingHelpBook
        /// `HelpList.plist` could not be read.
        case helpBook(HelpBookError)
    }
}
