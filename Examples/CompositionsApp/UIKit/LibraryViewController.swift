import Foundation
import Guidebook
import GuidebookUIKit
import UIKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The first screen: shows the Welcome card the first time it appears, then the "basics" tour
/// (the Library card, then the Export card with a spotlight on the Export button), takes them
/// down when the user navigates away, and opens the help menu (from the app's Help button, or a
/// deep link).
@MainActor
final class LibraryViewController: UIViewController {
    private let guide: CompositionsGuide
    private let exportButton = UIButton(type: .system)

    init(guide: CompositionsGuide) {
        self.guide = guide
        super.init(nibName: nil, bundle: nil)
        title = "Library"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        exportButton.setTitle("Export", for: .normal)
        exportButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        exportButton.addAction(UIAction(title: "Export") { _ in }, for: .touchUpInside)
        view.addSubview(exportButton)
        // The Export card's spotlight (CompositionsGuide.rules) finds the button by its id and
        // follows it through rotation, resizing and scrolling; the button is held weakly.
        guide.tutorials.setSpotlightTarget("exportButton", view: exportButton)
        // The Tags card in the screen's own layout (its rules say "presentation": "inline"), like
        // TipKit's TipView: hidden, taking no room, until the engine gives it a card, and again
        // once the card is dismissed.
        let tags = TutorialInlineView(key: "Tags", tutorials: guide.tutorials)
        tags.frame = CGRect(x: 20, y: 180, width: 320, height: 120)
        view.addSubview(tags)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guide.tutorials.show("Welcome")  // the seed's [TutorialSystem showTutorialForKey:@"Welcome"]
        // After the Welcome card: Library, then (Next) Export; both steps are on this screen.
        guide.tutorials.showTour("basics", onScreen: ["Library", "Export"])
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guide.tutorials.cancelCurrent()  // not recorded as seen: it shows again next time
    }

    /// The Help button's action: pushes the help menu on the content store, so a remote update
    /// shows in it at once (none when the bundle has no help book).
    func showHelp() {
        guard guide.book != nil else { return }
        navigationController?.pushViewController(help(), animated: true)
    }

    /// Opens a `compositions://help/<id>` link (from the scene delegate's `openURLContexts`).
    ///
    /// - Parameter url: The link.
    /// - Returns: Whether it was a link to the help book's index or one of its articles; `false`
    ///   leaves the URL to the rest of the app.
    @discardableResult
    func openHelp(_ url: URL) -> Bool {
        guard let book = guide.book, case .show = guide.links.route(opened: url, in: book) else { return false }
        let help = help()
        navigationController?.pushViewController(help, animated: false)
        return help.open(url, animated: false)
    }

    private func help() -> HelpViewController {
        HelpViewController(store: guide.store, links: guide.links)
    }
}
