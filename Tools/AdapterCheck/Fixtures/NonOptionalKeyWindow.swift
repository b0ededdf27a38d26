// Must not type-check: Apple's keyWindow is optional (nullable), so it cannot be used unwrapped.
import UIKit

@MainActor func window(of scene: UIWindowScene) -> UIWindow {
    scene.keyWindow
}
