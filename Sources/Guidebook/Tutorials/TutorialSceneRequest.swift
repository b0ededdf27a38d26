/// What a view tree asked the engine for: a card or a tour, to be shown in the tree's scene.
///
/// An adapter that learns a tree's window only after the views appear keeps these in a
/// ``TutorialSceneBinding`` and hands each to ``Tutorials/perform(_:in:)`` once the scene is known.
///
/// ```swift
/// let request = TutorialSceneRequest.tour("basics", onScreen: ["Library", "Export"])
/// tutorials.perform(request, in: scene)  // the same as showTour("basics", onScreen: …, in: scene)
/// ```
public enum TutorialSceneRequest: Sendable, Hashable {
    /// The card `key`, as ``Tutorials/show(_:in:)`` shows it.
    case card(String)
    /// The tour's current step, and the later steps that `onScreen` names, as
    /// ``Tutorials/showTour(_:onScreen:in:)`` walks them; `nil` for every step on this screen.
    case tour(String, onScreen: [String]?)
}
