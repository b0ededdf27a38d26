#if canImport(SwiftUI)
    import Combine
    import Guidebook

    /// Bridges the engine's `present(_:)` to SwiftUI view state: the card to draw, published for
    /// the views that observe it.
    ///
    /// While the engine awaits ``present(_:)``, ``card`` is the card to show; a view reports the
    /// person's tap or escape gesture with ``handle(_:)``, which takes the card down and returns
    /// the reason to the engine. When the engine cancels the presentation
    /// (`Tutorials.cancelCurrent()`, a presentation timeout) the card is taken down and
    /// ``present(_:)`` returns `.cancelled`, which is not recorded as seen.
    ///
    /// ```swift
    /// let presenter = TutorialCardPresenter()
    /// let tutorials = Tutorials(copy: copy, store: store, presenter: presenter)
    /// ```
    ///
    /// ``TutorialCardView`` draws ``card`` (`guidebook(tutorials:presenter:)` puts one over the app).
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor
    public final class TutorialCardPresenter: ObservableObject, TutorialPresenter {
        /// The card to draw, `nil` when none is up. Observers are told before it changes.
        public private(set) var card: TutorialCard? {
            willSet { objectWillChange.send() }
        }

        /// Resumes the engine's pending ``present(_:)``.
        private var pending: CheckedContinuation<DismissReason, Never>?
        /// Counts presentations, so that a late cancellation cannot take down a newer card.
        private var presentation = 0

        /// Creates a presenter with no card up.
        public init() {}

        /// Publishes `card` and returns once a view reports it dismissed, or once the task is
        /// cancelled.
        ///
        /// - Parameter card: The card from the engine.
        /// - Returns: `.tapped`, `.skippedByUser` (escape gesture) or `.cancelled` (the task was
        ///   cancelled, or another card replaced this one).
        public func present(_ card: TutorialCard) async -> DismissReason {
            finish(.cancelled, presentation: presentation)
            presentation += 1
            let current = presentation
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    pending = continuation
                    self.card = card
                    if Task.isCancelled { finish(.cancelled, presentation: current) }
                }
            } onCancel: {
                Task { @MainActor in self.finish(.cancelled, presentation: current) }
            }
        }

        /// Takes the card down for what the person did on it (`.tap`, `.escape`), as the core
        /// view model says.
        ///
        /// - Parameter input: The input the view received.
        public func handle(_ input: TutorialCardModel.Input) {
            guard let card else { return }
            if case .dismiss(let reason) = TutorialCardModel(card: card).action(for: input) {
                finish(reason, presentation: presentation)
            }
        }

        /// Ends presentation number `number` with `reason`, if it is still the one up.
        private func finish(_ reason: DismissReason, presentation number: Int) {
            guard number == presentation, let continuation = pending else { return }
            pending = nil
            card = nil
            continuation.resume(returning: reason)
        }
    }
#endif
