#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// An empty UIKit view behind `guidebook(_:)`'s content that reports the scene of the window
    /// it joins (`nil` when it leaves one): how the SwiftUI adapter learns which scene a view
    /// tree's cards go to.
    @available(iOS 15.0, *)
    struct SceneReader: UIViewRepresentable {
        /// Called with the window's scene whenever the view moves to a window, or leaves one.
        let onWindow: (UIWindowScene?) -> Void

        func makeUIView(context: Context) -> SceneReportingView {
            let view = SceneReportingView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.onWindow = onWindow
            return view
        }

        func updateUIView(_ uiView: SceneReportingView, context: Context) {
            uiView.onWindow = onWindow
        }
    }

    /// The view ``SceneReader`` puts in the hierarchy.
    @MainActor
    final class SceneReportingView: UIView {
        var onWindow: ((UIWindowScene?) -> Void)?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            onWindow?(window?.windowScene)
        }
    }
#endif
