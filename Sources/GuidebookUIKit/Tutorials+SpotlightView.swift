#if canImport(UIKit)
    import Guidebook
    import UIKit

    extension Tutorials {
        /// Registers (or, with `nil`, forgets) the view a spotlight card points at by id. The view
        /// is held weakly and asked for its frame at every layout pass of the card, so the cut-out
        /// and the arrow follow it through rotation, resizing, scrolling and the keyboard; a view
        /// that went away (or left the card's scene) leaves the card centred.
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     tutorials.setSpotlightTarget("exportButton", view: exportButton)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - id: The target's id, as the rules name it (`"target": "exportButton"`).
        ///   - view: The view, or `nil` to forget it.
        @MainActor
        public func setSpotlightTarget(_ id: String, view: UIView?) {
            SpotlightViews.shared.set(id, view: view)
        }
    }

    /// The views registered as spotlight targets, held weakly, by id. A presenter asks for the
    /// frame of the one in its own scene at every layout pass.
    @MainActor
    final class SpotlightViews {
        static let shared = SpotlightViews()

        private final class Entry {
            weak var view: UIView?
            init(_ view: UIView) { self.view = view }
        }

        private var entries: [String: [Entry]] = [:]

        /// Adds `view` under `id` (dropping views that went away), or forgets every view of `id`.
        func set(_ id: String, view: UIView?) {
            guard let view else {
                entries[id] = nil
                return
            }
            var list = (entries[id] ?? []).filter { $0.view != nil && $0.view !== view }
            list.append(Entry(view))
            entries[id] = list
        }

        /// The frame, in its window's coordinates, of the newest live view registered as `id` that
        /// is on screen in `scene`; `nil` when there is none.
        func frame(of id: String, in scene: UIWindowScene) -> SpotlightRect? {
            for entry in (entries[id] ?? []).reversed() {
                guard let view = entry.view, let window = view.window, window.windowScene === scene else { continue }
                return SpotlightRect(view.convert(view.bounds, to: nil))
            }
            return nil
        }

        /// Whether a live view is registered as `id` (in any scene).
        func hasView(_ id: String) -> Bool {
            (entries[id] ?? []).contains { $0.view != nil }
        }
    }
#endif
