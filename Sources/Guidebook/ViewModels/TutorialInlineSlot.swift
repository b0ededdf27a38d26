import Foundation
@_spi(Locking) import GuidebookParsing

/// The card an inline view shows for one key: what UIKit's and SwiftUI's `TutorialInlineView`
/// draw, and the presenter the engine gives that key's inline card to.
///
/// A card whose rules say `"presentation": "inline"` (``TutorialPresentation/inline``) is not
/// queued behind the card that is up: it goes to its slot at once, and stays there while other
/// cards come and go. The slot holds the card until the user dismisses it (a tap on it, one of its
/// actions), then collapses: ``card`` is `nil`, and the view takes no room in its stack.
///
/// ```swift
/// let slot = TutorialInlineSlot(key: "Tips")
/// slot.observe { card in /* draw it, or collapse when nil */ }
/// slot.attach(to: tutorials)       // registers the slot and asks for its card
/// slot.handle(.tap)                // the user tapped the card: it is dismissed and seen
/// slot.card                        // nil: collapsed
/// ```
///
/// A slot whose view leaves the screen calls ``detach(from:)``: the card ends as
/// ``DismissReason/cancelled`` (not seen; it shows again next time).
public final class TutorialInlineSlot: TutorialPresenter {
    /// The tutorial key the slot shows.
    public let key: String

    private struct State {
        var card: TutorialCard?
        var pending: CheckedContinuation<DismissReason, Never>?
        var observer: (@Sendable (TutorialCard?) -> Void)?
    }
    private let state = Locked(State())

    /// Creates the slot of an inline view for `key`.
    ///
    /// - Parameter key: The tutorial key: its rules should say `"presentation": "inline"`.
    public init(key: String) {
        self.key = key
    }

    /// The card shown now; `nil` when the slot is collapsed (no card yet, or dismissed).
    public var card: TutorialCard? { state.withLock { $0.card } }

    /// Whether the view takes no room: no card is shown.
    public var isCollapsed: Bool { card == nil }

    /// Calls `handler` with the card each time it changes (`nil`: collapse), on the thread that
    /// changed it; an adapter hops to the main actor. Replaces an earlier handler.
    ///
    /// - Parameter handler: Told the new card, or `nil`.
    public func observe(_ handler: @escaping @Sendable (TutorialCard?) -> Void) {
        state.withLock { $0.observer = handler }
    }

    /// Registers the slot as the presenter of its key's inline card and asks for the card, which
    /// arrives when the rules allow it (``Tutorials/show(_:)``).
    ///
    /// - Parameter tutorials: The engine.
    public func attach(to tutorials: Tutorials) {
        tutorials.setPresenter(self, for: .inline(key))
        tutorials.show(key)
    }

    /// Forgets the slot (its view left the screen): a card shown ends as ``DismissReason/cancelled``
    /// (not seen). When another view for the same key attached its slot meanwhile, that slot stays
    /// registered and the card goes to it.
    ///
    /// - Parameter tutorials: The engine it was attached to.
    public func detach(from tutorials: Tutorials) {
        tutorials.forgetInlineSlot(self)
        end(.cancelled)
    }

    /// Does what `input` on the card means (``TutorialCardModel/action(for:)``): a tap, an
    /// action button, Escape dismiss the card and the slot collapses.
    ///
    /// - Parameter input: What the user did on the card.
    public func handle(_ input: TutorialCardModel.Input) {
        guard let card else { return }
        if case .dismiss(let reason) = TutorialCardModel(card: card).action(for: input) { end(reason) }
    }

    /// Shows `card` in the slot until the user dismisses it or the task is cancelled.
    ///
    /// - Parameter card: The card from the engine.
    /// - Returns: How it was dismissed.
    public func present(_ card: TutorialCard) async -> DismissReason {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (earlier, observer) = state.withLock { state in
                    defer {
                        state.card = card
                        state.pending = continuation
                    }
                    return (state.pending, state.observer)
                }
                earlier?.resume(returning: .cancelled)
                observer?(card)
                if Task.isCancelled { end(.cancelled) }
            }
        } onCancel: {
            end(.cancelled)
        }
    }

    /// Collapses the slot and returns `reason` to the engine, once.
    private func end(_ reason: DismissReason) {
        let (pending, observer) = state.withLock { state in
            defer {
                state.pending = nil
                state.card = nil
            }
            return (state.pending, state.pending == nil ? nil : state.observer)
        }
        observer?(nil)
        pending?.resume(returning: reason)
    }
}
