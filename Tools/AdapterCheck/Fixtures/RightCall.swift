// The control for the wrong-call fixtures: the same calls, written as Apple declares them,
// type-check against the stubs.
import Guidebook
import GuidebookUIKit
import UIKit

@MainActor func fadeOut(_ view: UIView) {
    UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: nil)
}

@MainActor func makePresenter() -> any TutorialPresenter {
    OverlayPresenter()
}
