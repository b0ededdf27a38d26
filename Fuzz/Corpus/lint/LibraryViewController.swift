import Guidebook
import UIKit

/// The list of compositions, the first screen.
final class LibraryViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AppDelegate.tutorials?.show("Welcome")
        AppDelegate.tutorials?.show("Library")  // waits until Welcome is dismissed
    }
}
