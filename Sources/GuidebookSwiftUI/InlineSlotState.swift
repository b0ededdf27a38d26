#if canImport(SwiftUI)
    import Combine
    import Guidebook

    /// The core's `TutorialInlineSlot` as SwiftUI view state: its card, published on the main
    /// actor each time the slot changes, for ``TutorialInlineView``.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor
    final class InlineSlotState: ObservableObject {
        /// The card shown now; `nil` while collapsed. Observers are told before it changes.
        private(set) var card: TutorialCard? {
            willSet { objectWillChange.send() }
        }
        private let slot: TutorialInlineSlot
        private var attached = false

        init(key: String) {
            slot = TutorialInlineSlot(key: key)
            slot.observe { [weak self] _ in
                Task { @MainActor in self?.card = self?.slot.card }
            }
        }

        /// Asks `tutorials` for the key's card (once, while the view is on screen).
        func attach(to tutorials: Tutorials) {
            guard !attached else { return }
            attached = true
            slot.attach(to: tutorials)
        }

        /// Gives the card up: the view left the screen (the card is not counted as seen).
        func detach(from tutorials: Tutorials) {
            guard attached else { return }
            attached = false
            slot.detach(from: tutorials)
        }

        /// What the user did on the card (`TutorialInlineSlot.handle(_:)`).
        func handle(_ input: TutorialCardModel.Input) {
            slot.handle(input)
        }
    }
#endif
