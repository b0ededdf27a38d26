/// The scene one view tree shows its cards in, for an adapter that learns it only after the
/// views first appear (SwiftUI: a view's window is known once it is in one, after `onAppear`).
///
/// A card or tour asked for before the scene is known waits, in order and once per request, and
/// is shown there as soon as the tree is bound; while bound, requests go straight to the scene. A
/// tree that left its window (``unbind()``) makes later requests wait again.
///
/// ```swift
/// var binding = TutorialSceneBinding()
/// binding.request("Welcome")              // nil: waits for the scene
/// binding.request(.tour("basics", onScreen: nil))  // nil: waits too
/// binding.bind(to: .main)                 // [.card("Welcome"), .tour("basics", …)]: perform them in main
/// binding.request("Library")              // .main: show it now
/// ```
public struct TutorialSceneBinding: Sendable, Hashable {
    /// The scene the tree's cards go to; `nil` until bound.
    public private(set) var scene: TutorialScene?
    /// The cards and tours asked for before the scene was known, in the order asked.
    public private(set) var waiting: [TutorialSceneRequest] = []

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
        request(.card(key))
    }

    /// Asks for a card or a tour.
    ///
    /// - Parameter request: What the tree asks for.
    /// - Returns: The scene to perform it in now, or `nil` when it waits for the scene.
    public mutating func request(_ request: TutorialSceneRequest) -> TutorialScene? {
        if let scene { return scene }
        if !waiting.contains(request) { waiting.append(request) }
        return nil
    }

    /// Binds the tree to `scene`.
    ///
    /// - Parameter scene: The scene of the tree's window.
    /// - Returns: The requests that waited, in the order asked, to perform in `scene` now
    ///   (``Tutorials/perform(_:in:)``).
    @discardableResult
    public mutating func bind(to scene: TutorialScene) -> [TutorialSceneRequest] {
        self.scene = scene
        defer { waiting = [] }
        return waiting
    }

    /// The tree left its window: later cards wait for the next one.
    public mutating func unbind() {
        scene = nil
    }
}
