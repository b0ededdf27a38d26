#if canImport(SwiftUI)
    import Combine
    import Foundation
    import Guidebook
    #if canImport(UIKit)
        import UIKit
    #endif

    /// Bridges the engine's `present(_:)` to SwiftUI view state: the card to draw, published for
    /// the views that observe it.
    ///
    /// While the engine awaits ``present(_:)``, ``card`` is the card to show; a view reports the
    /// person's tap, key or escape gesture with ``handle(_:)``, which takes the card down and
    /// returns the reason to the engine. When the engine cancels the presentation
    /// (`Tutorials.cancelCurrent()`, a presentation timeout) the card is taken down and
    /// ``present(_:)`` returns `.cancelled`, which is not recorded as seen.
    ///
    /// Where UIKit exists the presenter draws its card in an overlay window of its scene, at
    /// alert level, above everything the scene shows (sheets, covers, popovers): the scene of the
    /// window `guidebook(_:)`'s view joined, else the foreground active scene at the first card.
    /// The window passes a tap on a spotlight that passes taps through on to the app
    /// (`.tappedTarget`), answers Return, Escape and Tab on a hardware keyboard as
    /// `TutorialCardModel.effect(of:shift:focused:)` says, and when its scene disconnects the card
    /// ends at once as `.cancelled`. On macOS ``TutorialCardView`` draws the card over the view
    /// `guidebook(_:)` modifies.
    ///
    /// ```swift
    /// let presenter = TutorialCardPresenter()
    /// let tutorials = Tutorials(copy: copy, store: store, presenter: presenter)
    /// ```
    ///
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor
    public final class TutorialCardPresenter: ObservableObject, TutorialPresenter {
        /// The card to draw, `nil` when none is up. Observers are told before it changes.
        public private(set) var card: TutorialCard? {
            willSet { objectWillChange.send() }
        }

        /// The tour button with the hardware keyboard's focus (Tab), `nil` before the first Tab.
        private(set) var focused: TutorialCardModel.Input? {
            willSet { objectWillChange.send() }
        }

        /// Where the view last placed the card, its cut-out and arrow (for taps through it).
        var placement: TutorialCardModel.Placement?

        /// Resumes the engine's pending ``present(_:)``.
        private var pending: CheckedContinuation<DismissReason, Never>?
        /// Counts presentations, so that a late cancellation cannot take down a newer card.
        private var presentation = 0

        #if canImport(UIKit)
            /// The overlay window of the scene this presenter draws in; `nil` until bound.
            private var window: CardWindow?
            /// Called once the bound scene disconnected (``WindowScenes`` forgets the window).
            private var onSceneGone: @MainActor @Sendable () -> Void = {}
        #endif

        /// Creates a presenter with no card up.
        public init() {}

        /// Publishes `card` and returns once a view reports it dismissed, or once the task is
        /// cancelled.
        ///
        /// - Parameter card: The card from the engine.
        /// - Returns: `.tapped` (a tap, Next, Return), `.skippedByUser` (escape gesture, Escape,
        ///   Skip tour), `.tappedTarget` (a tap through the spotlight), or `.cancelled` (the task
        ///   was cancelled, another card replaced this one, or its window's scene went away or
        ///   there was none).
        #if canImport(UIKit)
            /// `true` where UIKit exists: a card's web or mail link opens in the system when the
            /// app set no `Tutorials.onOpenLink` (help links still need the app's help menu).
            nonisolated public var opensLinksInSystem: Bool { true }

            /// Opens an address a card chose (`https:`, `mailto:`) with `UIApplication.open`, when
            /// the app set no `Tutorials.onOpenLink`.
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
        #endif

        public func present(_ card: TutorialCard) async -> DismissReason {
            finish(.cancelled, presentation: presentation)
            presentation += 1
            let current = presentation
            #if canImport(UIKit)
                guard let window = boundWindow() else { return .cancelled }
            #endif
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    pending = continuation
                    focused = nil
                    placement = nil
                    self.card = card
                    #if canImport(UIKit)
                        window.show()
                    #endif
                    if Task.isCancelled { finish(.cancelled, presentation: current) }
                }
            } onCancel: {
                Task { @MainActor in self.finish(.cancelled, presentation: current) }
            }
        }

        /// Takes the card down for what the person did on it (`.tap`, `.escape`, a tour button),
        /// as the core view model says.
        ///
        /// - Parameter input: The input the view received.
        public func handle(_ input: TutorialCardModel.Input) {
            guard let card else { return }
            if case .dismiss(let reason) = TutorialCardModel(card: card).action(for: input) {
                finish(reason, presentation: presentation)
            }
        }

        /// Does what a hardware key does to the card up (`TutorialCardModel.effect(of:shift:focused:)`).
        ///
        /// - Returns: Whether the card answers the key (other keys go on up the responder chain).
        func press(_ key: TutorialCardModel.Key, shift: Bool) -> Bool {
            guard let card, let effect = TutorialCardModel(card: card).effect(of: key, shift: shift, focused: focused)
            else { return false }
            switch effect {
            case .input(let input): handle(input)
            case .focus(let input): focused = input
            }
            return true
        }

        /// Whether a tap at `point` (window coordinates) reaches the app: beside an anchored or
        /// inline card (which stays up), or on the target of a spotlight that passes taps through
        /// (the card goes, `.tappedTarget`).
        func passesTap(at point: SpotlightPoint) -> Bool {
            guard let card, let placement else { return false }
            let model = TutorialCardModel(card: card)
            if !model.receivesTap(at: point, placement: placement) { return true }
            guard model.input(forTapAt: point, placement: placement) == .tapOnTarget else { return false }
            handle(.tapOnTarget)
            return true
        }

        /// Ends presentation number `number` with `reason`, if it is still the one up.
        private func finish(_ reason: DismissReason, presentation number: Int) {
            guard number == presentation, let continuation = pending else { return }
            pending = nil
            card = nil
            #if canImport(UIKit)
                window?.hide(at: reason == .tappedTarget ? .now : .afterFade)
            #endif
            continuation.resume(returning: reason)
        }

        #if canImport(UIKit)
            /// Draws this presenter's cards in `scene` from now on; `onGone` is called once the
            /// scene disconnects (after the card up, if any, ended as `.cancelled`).
            ///
            /// Bound already to `scene` (at a first card, before its view joined the window), it
            /// keeps its window and only takes `onGone`.
            func bind(to scene: UIWindowScene, onGone: @escaping @MainActor @Sendable () -> Void = {}) {
                onSceneGone = onGone
                guard window?.windowScene !== scene else { return }
                window?.tearDown()
                window = CardWindow(scene: scene, presenter: self) { [weak self] in
                    guard let self else { return }
                    self.window?.tearDown()
                    self.window = nil
                    self.finish(.cancelled, presentation: self.presentation)
                    self.onSceneGone()
                    self.onSceneGone = {}
                }
            }

            /// The overlay window; without one, bound now to the foreground active scene. `nil`
            /// when there is none or its scene is gone.
            private func boundWindow() -> CardWindow? {
                if window == nil,
                    let scene = UIApplication.shared.connectedScenes
                        .compactMap({ $0 as? UIWindowScene })
                        .first(where: { $0.activationState == .foregroundActive })
                {
                    bind(to: scene)
                }
                guard let window, let scene = window.windowScene,
                    !OverlayWindowState(
                        sceneIsConnected: UIApplication.shared.connectedScenes.contains(scene), windowHasScene: true
                    ).isGone
                else { return nil }
                return window
            }
        #endif
    }
#endif
