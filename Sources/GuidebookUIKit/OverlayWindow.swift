#if canImport(UIKit)
    import Foundation
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The window a card is drawn in, above the scene's other windows (sheets, full-screen covers
    /// and popovers live in the app's window, below it). A touch it does not take (the overlay
    /// returns `nil` for a tap through the spotlight's cut-out) goes on to the app's windows.
    @MainActor
    final class OverlayWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }
#endif
