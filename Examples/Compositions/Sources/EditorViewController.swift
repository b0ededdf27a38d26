import Guidebook
import UIKit

/// The score editor: staff, notes, toolbar.
final class EditorViewController: UIViewController {
    @IBOutlet private var notePalette: UIView!
    @IBOutlet private var tempoButton: UIButton!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AppDelegate.tutorials?.show("Editor")
        // Tutorials.json points these cards at the palette (a spotlight) and the tempo button (an
        // anchored bubble); the overlay presenter finds each view by its id.
        AppDelegate.tutorials?.setSpotlightTarget("notePalette", view: notePalette)
        AppDelegate.tutorials?.setSpotlightTarget("tempoButton", view: tempoButton)
        AppDelegate.tutorials?.show("Palette")
        AppDelegate.tutorials?.show("Tempo")
    }

    @IBAction func export(_ sender: UIBarButtonItem) {
        AppDelegate.tutorials?.show("Export")
        presentExportOptions(from: sender)
    }

    private func presentExportOptions(from item: UIBarButtonItem) {}
}
