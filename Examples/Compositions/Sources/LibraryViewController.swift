import Guidebook
import UIKit

/// The list of compositions, the first screen.
final class LibraryViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AppDelegate.tutorials?.show("Welcome")
        AppDelegate.tutorials?.show("Library")  // waits until Welcome is dismissed
        // "presentation": "inline": drawn in the slot the list's header placed for "Tags", beside
        // the queue, and collapsed when dismissed.
        AppDelegate.tutorials?.show("Tags")
    }
}
