/// An ordered group of cards shown as steps ("2 of 4", Next, Skip tour), or a "first available"
/// group that shows the first of its cards whose rules pass.
///
/// A step may belong to another screen: it shows when that screen calls ``Tutorials/show(_:)``
/// for it, once the steps before it are done. Skipping or finishing marks the whole tour; an
/// interrupted tour resumes at its step, also after the process restarts.
///
/// ```swift
/// let tour = TutorialTour("Basics", steps: ["Library", "Editor", "Export", "Share"])
/// ```
public struct TutorialTour: Sendable, Hashable {
    /// How the group's cards take turns.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Steps in order, each once; the tour is done after the last (or when skipped).
        case sequence
        /// The first card (in order) whose own rules pass shows; the others wait.
        case firstAvailable
    }

    /// The tour's name, unique among tours.
    public var name: String
    /// The cards' keys, in order.
    public var steps: [String]
    /// Steps in order, or first available.
    public var kind: Kind

    /// Creates a tour.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - steps: The cards' keys, in order.
    ///   - kind: Steps in order (the default) or first available.
    public init(_ name: String, steps: [String], kind: Kind = .sequence) {
        self.name = name
        self.steps = steps
        self.kind = kind
    }
}
