/// A window of the app that cards are shown in: a `UIScene`, a SwiftUI window.
///
/// Each scene has its own presenter (``Tutorials/setPresenter(_:for:)``); a card asked for in a
/// scene (``Tutorials/show(_:in:)``) is drawn there. The engine still shows one card at a time,
/// across every scene. An engine made with `presenter:` has that presenter for ``main``.
///
/// ```swift
/// let scene = TutorialScene(session.persistentIdentifier)  // UIKit: the scene's session
/// tutorials.setPresenter(windowPresenter, for: scene)  // the presenter drawing in this window
/// tutorials.show("Library", in: scene)
/// ```
public struct TutorialScene: Sendable, Hashable, CustomStringConvertible {
    /// The identifier the adapter gives the scene (a `UISceneSession`'s `persistentIdentifier`).
    public var id: String

    /// Creates the identifier of one scene.
    ///
    /// - Parameter id: Unique among the app's scenes for as long as the scene lives.
    public init(_ id: String) {
        self.id = id
    }

    /// The scene of the presenter given to the engine's initializer, and of every call that names none.
    public static let main = TutorialScene("main")

    /// The slot of the inline view an app places in its layout for `key` (UIKit
    /// `TutorialInlineView`, SwiftUI `TutorialInlineView`): a card whose presentation is
    /// ``TutorialPresentation/inline`` is drawn there, whichever scene it was asked for in.
    ///
    /// ```swift
    /// tutorials.setPresenter(slot, for: .inline("Tips"))   // what the inline view does
    /// tutorials.show("Tips")                               // drawn in that view
    /// ```
    ///
    /// - Parameter key: The tutorial key the view shows.
    /// - Returns: The slot's scene.
    public static func inline(_ key: String) -> TutorialScene { TutorialScene("inline:\(key)") }

    /// The identifier, quoted: `"main"`.
    public var description: String { "\"\(id)\"" }
}
