#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// Draws tutorial cards in an overlay window of one scene: the seed's dimmed overlay, in code,
    /// above everything the scene shows (the app's window with its sheets, full-screen covers and
    /// popovers), so it works whatever the app's root is.
    ///
    /// A presenter belongs to one `UIWindowScene` (one window of an iPad app): give each scene its
    /// own. The overlay is black at the card's opacity and takes every touch, except, for a
    /// spotlight that passes taps through, a tap on the target, which reaches the app and takes
    /// the card down (`.tappedTarget`). The card follows its spotlight's target at every layout
    /// pass (register the view with ``Guidebook/Tutorials/setSpotlightTarget(_:view:)``), stays out
    /// of the keyboard's way, answers Escape, Return and Tab on a hardware keyboard, and is one
    /// VoiceOver element with the model's label, hint, traits and actions, announced when it
    /// appears. It follows Dynamic Type, dark mode, Reduce Motion, Reduce Transparency and Increase
    /// Contrast, and is mirrored for right-to-left languages.
    ///
    /// When the engine cancels the presentation (`Tutorials.cancelCurrent()`, a presentation
    /// timeout), or the scene disconnects while the card is up, the card is taken down at once and
    /// ``present(_:)`` returns `.cancelled`, which is not recorded as seen.
    ///
    /// ```swift
    /// // In the scene delegate, once the scene is connected:
    /// let tutorials = Tutorials(copy: copy, store: store, presenter: OverlayPresenter(scene: windowScene))
    /// ```
    ///
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`); drawing,
    /// touches, keys and VoiceOver are only checked on a device.
    @MainActor
    public final class OverlayPresenter: TutorialPresenter {
        /// The scene this presenter draws in; set at the first card when it was created without one.
        public private(set) var scene: UIWindowScene?

        /// Creates a presenter for `scene`.
        ///
        /// - Parameter scene: The scene whose cards it draws; `nil` (the default) binds it, at the
        ///   first card, to the foreground active scene then, and to that scene from then on.
        public init(scene: UIWindowScene? = nil) {
            self.scene = scene
        }

        /// Shows `card` in the scene's overlay window and returns once it is dismissed or cancelled.
        ///
        /// - Parameter card: The card from the engine.
        /// - Returns: `.tapped` (a tap, Next, Return), `.skippedByUser` (Escape, Skip tour),
        ///   `.tappedTarget` (a tap through the spotlight), or `.cancelled` (the task was cancelled,
        ///   the scene went away or there was none).
        /// `true`: a card's web or mail link opens in the system when the app set no
        /// `Tutorials.onOpenLink` (help links still need the app's help menu).
        nonisolated public var opensLinksInSystem: Bool { true }

        /// Opens an address a card chose (`https:`, `mailto:`) with `UIApplication.open`, when the
        /// app set no `Tutorials.onOpenLink`.
        ///
        /// - Parameter url: The address.
        public func openInSystem(_ url: URL) async {
            Self.open(url)
        }

        /// `UIApplication.open` with its completion handler, called from a synchronous context so that
        /// no `async` overload is chosen.
        private static func open(_ url: URL) {
            UIApplication.shared.open(url)
        }

        public func present(_ card: TutorialCard) async -> DismissReason {
            guard let scene = boundScene(),
                !OverlayWindowState(
                    sceneIsConnected: UIApplication.shared.connectedScenes.contains(scene), windowHasScene: true
                ).isGone
            else { return .cancelled }
            let preferences = DisplayPreferences(
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
                increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled)
            let model = TutorialCardModel(card: card, preferences: preferences)
            let overlay = TutorialOverlayView(model: model) { [weak scene] in
                guard let scene, case .id(let id)? = card.spotlight?.target else { return card.spotlightFrame }
                // A registered view is asked for its frame now; without one, the frame registered
                // with setSpotlightTarget(_:frame:) when the card was shown.
                return SpotlightViews.shared.hasView(id)
                    ? SpotlightViews.shared.frame(of: id, in: scene) : card.spotlightFrame
            }
            let window = OverlayWindow(windowScene: scene)
            window.windowLevel = .alert
            let root = UIViewController(nibName: nil, bundle: nil)
            root.view = overlay
            window.rootViewController = root
            let previousKey = scene.keyWindow
            let observer = NotificationCenter.default.addObserver(
                forName: UIScene.didDisconnectNotification, object: scene, queue: .main
            ) { [weak window] _ in
                MainActor.assumeIsolated {
                    let state = OverlayWindowState(sceneIsConnected: false, windowHasScene: window?.windowScene != nil)
                    if state.isGone { overlay.handle(.cancellation) }
                }
            }
            overlay.onRemoved = {
                NotificationCenter.default.removeObserver(observer)
                window.isHidden = true
                window.rootViewController = nil
                if previousKey?.windowScene != nil { previousKey?.makeKey() }
            }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    overlay.onDismiss = { reason in continuation.resume(returning: reason) }
                    window.isHidden = false
                    window.makeKey()
                    overlay.show()
                    if Task.isCancelled { overlay.handle(.cancellation) }
                }
            } onCancel: {
                Task { @MainActor in overlay.handle(.cancellation) }
            }
        }

        /// The scene this presenter is bound to; without one, the foreground active scene, bound
        /// from now on.
        private func boundScene() -> UIWindowScene? {
            if let scene { return scene }
            scene = UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first { $0.activationState == .foregroundActive }
            return scene
        }
    }
#endif
