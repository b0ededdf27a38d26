/// The frames of spotlight targets as they are now, for an adapter whose views report their
/// frames whenever they move or resize (SwiftUI: `spotlightTarget(_:)`), so that a card asks for
/// its target's frame at every layout pass and follows it.
///
/// A target a view reported is followed: its latest frame, `nil` once the view went away (the
/// card is then centred, ``SpotlightLayout/Fallback/targetMissing``). A target no view reported
/// here keeps the frame registered with the engine when the card was shown
/// (``TutorialCard/spotlightFrame``), as does a spotlight on a fixed frame.
///
/// ```swift
/// var frames = SpotlightTargetFrames()
/// frames.set("exportButton", frame: SpotlightRect(x: 300, y: 60, width: 44, height: 44))
/// frames.frame(for: card)   // the button's frame now, for the card's placement
/// ```
public struct SpotlightTargetFrames: Sendable, Hashable {
    /// The latest frame of each reported target that is on screen.
    private var frames: [String: SpotlightRect] = [:]
    /// Every target id a view reported, on screen or gone since.
    private var reported: Set<String> = []

    /// Creates an empty set of frames.
    public init() {}

    /// Records the frame of the view registered as `id` now; `nil` when it went away.
    ///
    /// - Parameters:
    ///   - id: The target's id, as the rules name it.
    ///   - frame: The view's frame in the presenter's coordinates, or `nil`.
    public mutating func set(_ id: String, frame: SpotlightRect?) {
        reported.insert(id)
        frames[id] = frame
    }

    /// The frame a spotlight on `target` points at now: the latest reported frame of an id target
    /// a view reported (`nil` once it went away), else `registered`, the frame known at show time.
    func frame(for target: TutorialSpotlight.Target?, registered: SpotlightRect?) -> SpotlightRect? {
        guard case .id(let id)? = target, reported.contains(id) else { return registered }
        return frames[id]
    }
}
