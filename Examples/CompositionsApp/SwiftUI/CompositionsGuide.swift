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
                presenter: presenter)
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

    enum Failure: Error {
        case tutorials(TutorialCopyError)
        case missingHelpBook
        case helpBook(HelpBookError)
    }
}
