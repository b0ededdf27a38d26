// Must not type-check: Apple's method is animate(withDuration:animations:completion:).
import UIKit

@MainActor func fadeOut(_ view: UIView) {
    UIView.animate(duration: 0.25, animations: { view.alpha = 0 }, completion: nil)
}
