/// An ordered group of cards shown as steps ("2 of 4", Next, Skip tour), or a "first available"
/// group that shows the first of its cards whose rules pass.
///
/// ``Tutorials/showTour(_:onScreen:in:)`` walks a tour: Next on a step shows the next one at
/// once when the screen has it; a step of another screen shows when that screen asks
/// (`showTour` or ``Tutorials/show(_:)``). Skipping or finishing marks the whole tour; an
/// interrupted tour resumes at its step, also after the process restarts.
///
/// ```swift
/// let tour = TutorialTour("Basics", steps: ["Library", "Editor", "Export", "Share"], allowsBack: true)
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
    /// Whether a step after the first offers Back, which shows the step before it again (when
    /// the screen walking the tour has that step). Off unless the rules say so.
    public var allowsBack: Bool

    /// Creates a tour.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - steps: The cards' keys, in order.
    ///   - kind: Steps in order (the default) or first available.
    ///   - allowsBack: Whether steps offer Back (an ordered tour only).
    public init(_ name: String, steps: [String], kind: Kind = .sequence, allowsBack: Bool = false) {
        self.name = name
        self.steps = steps
        self.kind = kind
        self.allowsBack = allowsBack
    }
}
