#if canImport(UIKit)
    import Guidebook
    import UIKit

    /// Draws tutorial cards over the whole window of the app's foreground active scene: the
    /// seed's dimmed overlay, in code.
    ///
    /// The overlay is black at the card's opacity and takes every touch (nothing reaches the app
    /// below). The card holds the title, a scrolling body and the dismiss hint; any tap dismisses
    /// it, as does VoiceOver's escape gesture. It fades in and out (not under Reduce Motion), stays
    /// centred on rotation and window resizing, follows Dynamic Type and dark mode, is opaque under
    /// Reduce Transparency and mirrored for right-to-left languages. While it is up it is
    /// accessibility-modal and VoiceOver starts on its title.
    ///
    /// When the engine cancels the presentation (`Tutorials.cancelCurrent()`, a presentation
    /// timeout) the card is taken down and ``present(_:)`` returns `.cancelled`, which is not
    /// recorded as seen.
    ///
    /// ```swift
    /// let tutorials = Tutorials(copy: copy, store: store, presenter: OverlayPresenter())
    /// ```
    ///
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`); drawing,
    /// touches and VoiceOver are only checked on a device.
    @MainActor
    public final class OverlayPresenter: TutorialPresenter {
        private let scene: UIWindowScene?

        /// Creates a presenter.
        ///
        /// - Parameter scene: The scene whose key window the card covers; `nil` (the default)
        ///   picks the foreground active scene each time a card is shown.
        public init(scene: UIWindowScene? = nil) {
            self.scene = scene
        }

        /// Shows `card` over the window and returns once it is dismissed or cancelled.
        ///
        /// - Parameter card: The card from the engine.
        /// - Returns: `.tapped`, `.skippedByUser` (escape gesture) or `.cancelled` (the task was
        ///   cancelled, or there was no window to show it in).
        public func present(_ card: TutorialCard) async -> DismissReason {
            guard let window = targetWindow() else { return .cancelled }
            let preferences = DisplayPreferences(
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                reduceTransparency: UIAccessibility.isReduceTransparencyEnabled)
            let overlay = TutorialOverlayView(model: TutorialCardModel(card: card, preferences: preferences))
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    overlay.onDismiss = { reason in continuation.resume(returning: reason) }
                    overlay.show(in: window)
                    if Task.isCancelled { overlay.handle(.cancellation) }
                }
            } onCancel: {
                Task { @MainActor in overlay.handle(.cancellation) }
            }
        }

        /// The key window of the given scene, or of the first foreground active one.
        private func targetWindow() -> UIWindow? {
            let windowScene =
                scene
                ?? UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first { $0.activationState == .foregroundActive }
            guard let windowScene else { return nil }
            return windowScene.keyWindow ?? windowScene.windows.first
        }
    }
#endif
