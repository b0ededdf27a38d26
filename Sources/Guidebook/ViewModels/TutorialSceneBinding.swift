/// The scene one view tree shows its cards in, for an adapter that learns it only after the
/// views first appear (SwiftUI: a view's window is known once it is in one, after `onAppear`).
///
/// A card asked for before the scene is known waits, in order and once per key, and is shown
/// there as soon as the tree is bound; while bound, cards go straight to the scene. A tree that
/// left its window (``unbind()``) makes later cards wait again.
///
/// ```swift
/// var binding = TutorialSceneBinding()
/// binding.request("Welcome")              // nil: waits for the scene
/// binding.bind(to: .main)                 // ["Welcome"]: show it in main now
/// binding.request("Library")              // .main: show it now
/// ```
public struct TutorialSceneBinding: Sendable, Hashable {
    /// The scene the tree's cards go to; `nil` until bound.
    public private(set) var scene: TutorialScene?
    /// The keys asked for before the scene was known, in the order asked.
    public private(set) var waiting: [String] = []

    /// Creates a binding, bound to `scene` when given (where there are no windows to wait for).
    ///
    /// - Parameter scene: The scene, or `nil` to wait for it.
    public init(scene: TutorialScene? = nil) {
        self.scene = scene
    }

    /// Asks for the card `key`.
    ///
    /// - Parameter key: The tutorial key.
    /// - Returns: The scene to show it in now, or `nil` when it waits for the scene.
    public mutating func request(_ key: String) -> TutorialScene? {
        if let scene { return scene }
        if !waiting.contains(key) { waiting.append(key) }
        return nil
    }

    /// Binds the tree to `scene`.
    ///
    /// - Parameter scene: The scene of the tree's window.
    /// - Returns: The keys that waited, in the order asked, to show in `scene` now.
    @discardableResult
    public mutating func bind(to scene: TutorialScene) -> [String] {
        self.scene = scene
        defer { waiting = [] }
        return waiting
    }

    /// The tree left its window: later cards wait for the next one.
    public mutating func unbind() {
        scene = nil
    }
}
