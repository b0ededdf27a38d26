#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import Guidebook
    import SwiftUI
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The overlay window a ``TutorialCardPresenter`` draws its cards in: a window of one scene at
    /// alert level (above the app's window with its sheets, covers and popovers) hosting
    /// ``TutorialCardView`` in a `UIHostingController`. It is shown, and made key, while a card is
    /// up and hidden once the card has faded out, giving the key back to the window that had it.
    /// When its scene disconnects it calls `onGone` (the core's `OverlayWindowState` says so).
    @available(iOS 15.0, *)
    @MainActor
    final class CardWindow {
        /// When the window goes after its card ended.
        enum Hiding {
            /// At once: a tap through the spotlight reaches the app under it.
            case now
            /// Once the card has faded out.
            case afterFade
        }

        private let window: PassThroughWindow
        /// The window that was key before the card; it gets the key back.
        private var previousKey: UIWindow?
        private var observer: (any NSObjectProtocol)?

        /// The window's scene; `nil` once it left it.
        var windowScene: UIWindowScene? { window.windowScene }

        init(scene: UIWindowScene, presenter: TutorialCardPresenter, onGone: @escaping @MainActor @Sendable () -> Void)
        {
            window = PassThroughWindow(windowScene: scene)
            window.windowLevel = .alert
            window.presenter = presenter
            let host = UIHostingController(rootView: TutorialCardView(presenter: presenter))
            host.view?.backgroundColor = UIColor.clear
            window.rootViewController = host
            window.isHidden = true
            observer = NotificationCenter.default.addObserver(
                forName: UIScene.didDisconnectNotification, object: scene, queue: .main
            ) { [weak window] _ in
                MainActor.assumeIsolated {
                    let state = OverlayWindowState(sceneIsConnected: false, windowHasScene: window?.windowScene != nil)
                    if state.isGone { onGone() }
                }
            }
        }

        /// Shows the window above the scene's others and makes it key (for the hardware
        /// keyboard); VoiceOver is told the screen changed, and moves to the card.
        func show() {
            if window.isHidden { previousKey = window.windowScene?.keyWindow }
            window.isHidden = false
            window.makeKey()
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }

        /// Hides the window, now or once the card has faded out (unless a new card is up by then).
        func hide(at moment: Hiding) {
            guard moment == .afterFade else { return hideUnlessCardUp() }
            let fade = DisplayPreferences(reduceMotion: UIAccessibility.isReduceMotionEnabled).fadeDuration
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(fade * 1_000_000_000))
                self?.hideUnlessCardUp()
            }
        }

        /// Stops watching the scene and lets the window go.
        func tearDown() {
            if let observer { NotificationCenter.default.removeObserver(observer) }
            observer = nil
            window.isHidden = true
            window.rootViewController = nil
        }

        private func hideUnlessCardUp() {
            guard window.presenter?.card == nil, !window.isHidden else { return }
            window.isHidden = true
            if previousKey?.windowScene != nil { previousKey?.makeKey() }
            previousKey = nil
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }

    /// The card's window: it takes no touch while no card is up, nor a tap on the target of a
    /// spotlight that passes taps through (which reaches the app's window under it), and it
    /// answers the hardware keys the card answers.
    @available(iOS 15.0, *)
    @MainActor
    final class PassThroughWindow: UIWindow {
        weak var presenter: TutorialCardPresenter?

        /// The keys a card answers (`TutorialCardModel.Key`), by UIKit's key code.
        private static let keys: [UIKeyboardHIDUsage: TutorialCardModel.Key] = [
            .keyboardEscape: .escape, .keyboardReturnOrEnter: .return, .keyboardTab: .tab,
        ]

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard let presenter, presenter.card != nil, !presenter.passesTap(at: SpotlightPoint(point)) else {
                return nil
            }
            return super.hitTest(point, with: event)
        }

        /// Escape, Return and Tab (Shift-Tab) go to the presenter; other keys on up the chain.
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let unhandled = presses.filter { press in
                guard let key = press.key, let mapped = Self.keys[key.keyCode] else { return true }
                return presenter?.press(mapped, shift: key.modifierFlags.contains(.shift)) != true
            }
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }
    }
#endif
