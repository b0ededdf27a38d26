import Foundation
import Guidebook
import GuidebookUIKit
import UIKit

/// The first screen: shows the Welcome card the first time it appears, takes it down when the
/// user navigates away, and opens the help menu (from the app's Help button, or a deep link).
@MainActor
final class LibraryViewController: UIViewController {
    private let guide: CompositionsGuide

    init(guide: CompositionsGuide) {
        self.guide = guide
        super.init(nibName: nil, bundle: nil)
        title = "Library"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guide.tutorials.show("Welcome")  // the seed's [TutorialSystem showTutorialForKey:@"Welcome"]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guide.tutorials.cancelCurrent()  // not recorded as seen: it shows again next time
    }

    /// The Help button's action: pushes the help menu.
    func showHelp() {
        navigationController?.pushViewController(HelpViewController(book: guide.book), animated: true)
    }

    /// Opens a `guidebook://help/<id>` link (from the scene delegate's `openURLContexts`).
    ///
    /// - Parameter url: The link.
    /// - Returns: Whether it was a link to the help book's index or one of its articles.
    @discardableResult
    func openHelp(_ url: URL) -> Bool {
        guard guide.book.destination(for: url) != nil else { return false }
        let help = HelpViewController(book: guide.book)
        navigationController?.pushViewController(help, animated: false)
        return help.open(url, animated: false)
    }
}
