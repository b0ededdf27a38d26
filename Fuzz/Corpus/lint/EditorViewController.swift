import Guidebook
import UIKit

/// The score editor: staff, notes, toolbar.
final class EditorViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AppDelegate.tutorials?.show("Editor")
    }

    @IBAction func export(_ sender: UIBarButtonItem) {
        AppDelegate.tutorials?.show("Export")
        presentExportOptions(from: sender)
    }

    private func presentExportOptions(from item: UIBarButtonItem) {}
}
