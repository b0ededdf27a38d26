#if canImport(SwiftUI)
    import Combine
    import Guidebook
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

    /// Puts the tutorials in the environment and shows a SwiftUI presenter's cards: in an overlay
    /// window of the view's scene where UIKit exists (``WindowScenes`` learns the scene from
    /// ``SceneReader``), over the content elsewhere (macOS).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct GuidebookRoot: ViewModifier {
        let tutorials: Tutorials
        let presenter: TutorialCardPresenter?
        @StateObject private var binding: SceneBindingBox

        init(tutorials: Tutorials, presenter: TutorialCardPresenter?) {
            self.tutorials = tutorials
            self.presenter = presenter
            _binding = StateObject(
                wrappedValue: SceneBindingBox(tutorials: tutorials, waitsForWindow: presenter != nil))
        }

        func body(content: Content) -> some View {
            presenting(content)
                .environment(\.tutorials, tutorials)
                .environment(\.tutorialSceneBinding, binding)
        }

        #if canImport(UIKit)
            /// The content, with a reader that binds this tree to its window's scene.
            private func presenting(_ content: Content) -> some View {
                content.background {
                    if let presenter {
                        SceneReader { [binding, tutorials] windowScene in
                            guard let windowScene else { return binding.unbind() }
                            binding.bind(
                                to: WindowScenes.shared.connect(windowScene, tutorials: tutorials, main: presenter))
                        }
                    }
                }
            }
        #else
            /// The content, with the card drawn over it.
            private func presenting(_ content: Content) -> some View {
                content.overlay {
                    if let presenter { TutorialCardView(presenter: presenter) }
                }
            }
        #endif
    }

    /// The scene the views under one `guidebook(_:)` show their cards in (the core's
    /// `TutorialSceneBinding`): `tutorial(_:)` asks here, and a card asked for before the window
    /// is known is shown once it is.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor
    final class SceneBindingBox: ObservableObject {
        private let tutorials: Tutorials
        private var binding: TutorialSceneBinding

        /// A binding for `tutorials`: waiting for its window when `waitsForWindow` (the card is
        /// drawn in the window's scene), else bound to the engine's main scene.
        init(tutorials: Tutorials, waitsForWindow: Bool) {
            self.tutorials = tutorials
            #if canImport(UIKit)
                binding = TutorialSceneBinding(scene: waitsForWindow ? nil : .main)
            #else
                binding = TutorialSceneBinding(scene: .main)
            #endif
        }

        /// Shows a card or walks a tour in this tree's scene, now or once it is known.
        func perform(_ request: TutorialSceneRequest) {
            if let scene = binding.request(request) { tutorials.perform(request, in: scene) }
        }

        /// Binds the tree to `scene` and performs the requests that waited for it.
        func bind(to scene: TutorialScene) {
            for request in binding.bind(to: scene) { tutorials.perform(request, in: scene) }
        }

        /// The tree left its window.
        func unbind() {
            binding.unbind()
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension EnvironmentValues {
        /// The scene binding of the `guidebook(_:)` above; `nil` outside one.
        var tutorialSceneBinding: SceneBindingBox? {
            get { self[SceneBindingKey.self] }
            set { self[SceneBindingKey.self] = newValue }
        }
    }

    /// The environment key of `EnvironmentValues.tutorialSceneBinding`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    private struct SceneBindingKey: EnvironmentKey {
        static let defaultValue: SceneBindingBox? = nil
    }
#endif
