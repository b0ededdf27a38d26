#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// The windows `guidebook(_:)`'s views joined, for each engine: which `TutorialScene` each
    /// window's cards go to (the core's `TutorialSceneDirectory`: the first window draws the
    /// engine's own presenter's cards, `main`; every other window gets a ``TutorialCardPresenter``
    /// of its own), and what happens when a window's scene disconnects: its card ends at once as
    /// `.cancelled` and its scene is removed from the engine (`Tutorials.removeScene(_:)`).
    @available(iOS 15.0, *)
    @MainActor
    final class WindowScenes {
        static let shared = WindowScenes()

        /// Each engine's windows, by the engine's identity.
        private var directories: [ObjectIdentifier: TutorialSceneDirectory] = [:]

        /// The scene the cards of `windowScene`'s window go to, connecting it (and binding its
        /// presenter to it) the first time.
        ///
        /// - Parameters:
        ///   - windowScene: The scene of the window the view tree joined.
        ///   - tutorials: The engine.
        ///   - main: The engine's own presenter, which draws `main`'s cards.
        /// - Returns: The window's scene in the engine.
        func connect(
            _ windowScene: UIWindowScene, tutorials: Tutorials, main: TutorialCardPresenter
        ) -> TutorialScene {
            let engine = ObjectIdentifier(tutorials)
            let window = String(describing: ObjectIdentifier(windowScene))
            var directory = directories[engine] ?? TutorialSceneDirectory()
            let connection = directory.connect(window)
            directories[engine] = directory
            guard connection.isNew else { return connection.scene }
            let presenter = connection.scene == .main ? main : TutorialCardPresenter()
            if connection.scene != .main { tutorials.setPresenter(presenter, for: connection.scene) }
            presenter.bind(to: windowScene) { [weak self] in
                guard let gone = self?.directories[engine]?.disconnect(window), gone != .main else { return }
                tutorials.removeScene(gone)
            }
            return connection.scene
        }
    }
#endif
