// Must not type-check: UIView is main-actor isolated (NS_SWIFT_UI_ACTOR), so a nonisolated
// function cannot set its alpha.
import UIKit

func fadeOut(_ view: UIView) {
    view.alpha = 0
}
