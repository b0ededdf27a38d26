/// Which ``TutorialScene`` each window's cards go to, for an adapter that learns its windows as
/// they connect (SwiftUI: when the view `guidebook(_:)` modifies joins a window).
///
/// The first window to connect draws the cards of ``TutorialScene/main``, with the engine's own
/// presenter; every other window gets a scene of its own, named by its identifier, for which the
/// adapter makes a presenter (``Tutorials/setPresenter(_:for:)``). A window that connects again
/// keeps its scene. A window that goes away is forgotten: for its own scene the adapter calls
/// ``Tutorials/removeScene(_:)``; when it was main's window, main is free for the next window
/// that connects.
///
/// ```swift
/// var directory = TutorialSceneDirectory()
/// directory.connect("A").scene    // .main: the engine's presenter draws in window A
/// directory.connect("B").scene    // TutorialScene("B"): give it a presenter
/// directory.disconnect("A")       // .main: the next window to connect draws main's cards
/// ```
public struct TutorialSceneDirectory: Sendable, Hashable {
    /// What connecting a window gave it.
    public struct Connection: Sendable, Hashable {
        /// The scene the window's cards go to.
        public var scene: TutorialScene
        /// Whether the window was not connected before (the adapter binds a presenter to it).
        public var isNew: Bool
    }

    /// The connected windows' scenes, by window identifier.
    private var scenes: [String: TutorialScene] = [:]

    /// Creates a directory with no window connected.
    public init() {}

    /// The window that draws ``TutorialScene/main``'s cards, `nil` while none does.
    public var mainWindow: String? {
        scenes.first { $0.value == .main }?.key
    }

    /// Connects `window` (or finds it connected): ``TutorialScene/main`` when no connected
    /// window draws main's cards, else a scene of its own named by `window`.
    ///
    /// - Parameter window: The window's identifier, unique among the app's windows while it lives.
    /// - Returns: Its scene, and whether it is new.
    public mutating func connect(_ window: String) -> Connection {
        if let scene = scenes[window] { return Connection(scene: scene, isNew: false) }
        let scene = mainWindow == nil ? TutorialScene.main : TutorialScene(window)
        scenes[window] = scene
        return Connection(scene: scene, isNew: true)
    }

    /// Forgets `window`, which went away.
    ///
    /// - Parameter window: The window's identifier.
    /// - Returns: The scene it had (``TutorialScene/main`` frees main for the next window), or
    ///   `nil` when it was not connected.
    @discardableResult
    public mutating func disconnect(_ window: String) -> TutorialScene? {
        scenes.removeValue(forKey: window)
    }

    /// The scene of a connected window; `nil` when it is not connected.
    ///
    /// - Parameter window: The window's identifier.
    /// - Returns: Its scene.
    public func scene(of window: String) -> TutorialScene? {
        scenes[window]
    }
}
