/// What an adapter knows of the window a card is drawn in, and the one decision on it: whether
/// the window is gone, so the card it holds ends at once as ``DismissReason/cancelled`` instead
/// of waiting for the presentation timeout.
///
/// A presenter is bound to one scene (one window of an iPad app). It builds this state whenever
/// UIKit tells it something changed (the scene disconnected, the window left its scene) and
/// cancels the card when ``isGone``. A scene in the background keeps its card: the user comes
/// back to it.
///
/// ```swift
/// let state = OverlayWindowState(sceneIsConnected: false, windowHasScene: true)
/// state.isGone   // true: the card resumes .cancelled now
/// ```
public struct OverlayWindowState: Sendable, Hashable {
    /// Whether the scene is still connected to the app (not yet `didDisconnect`).
    public var sceneIsConnected: Bool
    /// Whether the window still belongs to that scene (its `windowScene` is not `nil`).
    public var windowHasScene: Bool

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - sceneIsConnected: Whether the scene is connected.
    ///   - windowHasScene: Whether the window is still in the scene.
    public init(sceneIsConnected: Bool, windowHasScene: Bool) {
        self.sceneIsConnected = sceneIsConnected
        self.windowHasScene = windowHasScene
    }

    /// Whether the card's window is gone: its scene disconnected, or the window left the scene.
    /// Being in the background is not gone.
    public var isGone: Bool { !sceneIsConnected || !windowHasScene }
}
