#if canImport(SwiftUI)
    import Guidebook
    import SwiftUI

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension View {
        /// Adopts Guidebook in one line: puts `tutorials` in the environment (for
        /// `tutorial(_:)` and `spotlightTarget(_:)`) and, when the engine presents through a
        /// ``TutorialCardPresenter``, shows its cards above everything in this view's window.
        ///
        /// Where UIKit exists (iOS, iPadOS, visionOS) the card is drawn in an overlay window of
        /// this view's scene, at alert level, above sheets, full-screen covers and popovers, so
        /// any root works; each window of an iPad app shows its own cards (the first window
        /// draws the engine's, ``TutorialScene/main``; every other one gets a presenter of its
        /// own), and a window that closes takes its card down at once, as `.cancelled`. On macOS
        /// the card is drawn over this view. With another presenter (the UIKit adapter's
        /// `OverlayPresenter`) only the environment is set.
        ///
        /// ```swift
        /// WindowGroup {
        ///     LibraryView().guidebook(tutorials)
        /// }
        /// ```
        ///
        /// - Parameter tutorials: The engine that decides which cards to show.
        /// - Returns: This view with the engine in its environment.
        public func guidebook(_ tutorials: Tutorials) -> some View {
            modifier(GuidebookRoot(tutorials: tutorials, presenter: tutorials.presenter as? TutorialCardPresenter))
        }

        /// Adopts Guidebook in one line: puts `tutorials` in the environment (for
        /// `tutorial(_:)`) and shows `presenter`'s cards, as `guidebook(_:)` does.
        ///
        /// Apply it once, to the app's root view; `presenter` is the one `tutorials` was created
        /// with.
        ///
        /// - Parameters:
        ///   - tutorials: The engine that decides which cards to show.
        ///   - presenter: The presenter `tutorials` presents through.
        /// - Returns: This view with the card drawn over it.
        public func guidebook(tutorials: Tutorials, presenter: TutorialCardPresenter) -> some View {
            modifier(GuidebookRoot(tutorials: tutorials, presenter: presenter))
        }

        /// Asks the `Tutorials` in the environment to show the card `key` the first time this view
        /// appears; the engine's rules decide whether it is shown (once, after a delay, ...).
        /// Without an engine above it (no `guidebook(_:)`), a debug build reports it once on the
        /// console (`AdapterFinding.tutorialWithoutEngine(key:)`).
        ///
        /// - Parameter key: The card's key in the tutorial copy.
        /// - Returns: This view, showing its card on first appearance.
        public func tutorial(_ key: String) -> some View {
            modifier(TutorialTrigger(request: .card(key)))
        }

        /// Walks the tour `tour` from its current step the first time this view appears, in this
        /// view's window: Next on a step `onScreen` names shows that step at once; a step on
        /// another screen waits for that screen's own call (`Tutorials.showTour(_:onScreen:in:)`).
        /// Without an engine above it, a debug build reports it once on the console
        /// (`AdapterFinding.tourWithoutEngine(tour:)`).
        ///
        /// ```swift
        /// LibraryView()
        ///     .tutorialTour("basics", onScreen: ["Library", "Export"])
        /// ```
        ///
        /// - Parameters:
        ///   - tour: The tour's name in the rules.
        ///   - onScreen: The keys of the steps this screen has; `nil` for every step.
        /// - Returns: This view, starting or resuming the tour on first appearance.
        public func tutorialTour(_ tour: String, onScreen: [String]? = nil) -> some View {
            modifier(TutorialTrigger(request: .tour(tour, onScreen: onScreen)))
        }

        /// Makes this view the target a spotlight card names by `id`: while the view is on screen,
        /// its frame in the window is registered with the `Tutorials` in the environment
        /// (`Tutorials.setSpotlightTarget(_:frame:)`), again whenever it moves or resizes, and
        /// forgotten when the view goes away. A card up follows it: ``TutorialCardView`` lays out
        /// again at the frame the view reports now (the card is centred once the view is gone).
        ///
        /// ```swift
        /// Button("Export", action: export)
        ///     .spotlightTarget("exportButton")  // the rules: "spotlight": {"target": "exportButton"}
        /// ```
        ///
        /// Type-checked on Linux only; where the frame lands is checked on a device.
        ///
        /// - Parameter id: The target's id, as the card's rules name it.
        /// - Returns: This view, registering its frame.
        public func spotlightTarget(_ id: String) -> some View {
            modifier(SpotlightTargetRegistration(id: id))
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension EnvironmentValues {
        /// The tutorials `guidebook(tutorials:presenter:)` put here; `nil` outside it.
        public var tutorials: Tutorials? {
            get { self[TutorialsKey.self] }
            set { self[TutorialsKey.self] = newValue }
        }
    }

    /// The environment key of `EnvironmentValues.tutorials`.
    private struct TutorialsKey: EnvironmentKey {
        static let defaultValue: Tutorials? = nil
    }

    /// Registers the view's frame in the window (global coordinates) as a spotlight target.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    private struct SpotlightTargetRegistration: ViewModifier {
        let id: String
        @Environment(\.tutorials) private var tutorials

        func body(content: Content) -> some View {
            content
                .background {
                    GeometryReader { proxy in
                        let frame = SpotlightRect(proxy.frame(in: .global))
                        // A new identity per frame, so a move or resize registers again.
                        Color.clear.id(frame).onAppear { register(frame) }
                    }
                }
                .onDisappear { register(nil) }
        }

        /// Gives the engine the frame (read when a card is shown) and the card up the frame now.
        private func register(_ frame: SpotlightRect?) {
            tutorials?.setSpotlightTarget(id, frame: frame)
            SpotlightFrames.shared.set(id, frame: frame)
        }
    }

    /// Shows a card or walks a tour on the view's first appearance, in the window of the
    /// `guidebook(_:)` above it (once that window is known: ``SceneBindingBox``).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    private struct TutorialTrigger: ViewModifier {
        let request: TutorialSceneRequest
        @Environment(\.tutorials) private var tutorials
        @Environment(\.tutorialSceneBinding) private var binding
        @State private var appeared = false

        func body(content: Content) -> some View {
            content.onAppear {
                guard !appeared else { return }
                appeared = true
                if let binding {
                    binding.perform(request)
                } else if let tutorials {
                    tutorials.perform(request, in: .main)
                } else {
                    MissingEngine.report(request)
                }
            }
        }
    }

    /// Reports a `tutorial(_:)` or `tutorialTour(_:onScreen:)` without an engine above it, once
    /// per process, in debug builds.
    @MainActor
    private enum MissingEngine {
        private static var reported = false

        static func report(_ request: TutorialSceneRequest) {
            #if DEBUG
                guard !reported else { return }
                reported = true
                print("Guidebook: \(AdapterFinding.withoutEngine(request))")
            #endif
        }
    }
#endif
