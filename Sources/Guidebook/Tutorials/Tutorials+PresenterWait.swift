@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// The engine's wait for one presenter, ended once by whichever comes first: the presenter
    /// returns, its scene goes away (``Tutorials/removeScene(_:)``), or the watchdog gives up (`nil`).
    final class PresenterWait: Sendable {
        private enum Phase: Sendable {
            case open
            case waiting(CheckedContinuation<DismissReason?, Never>)
            case done(DismissReason?)
        }

        private let phase = Locked(Phase.open)

        /// Ends the wait with `reason`; later calls do nothing.
        func finish(_ reason: DismissReason?) {
            let continuation = phase.withLock { phase -> CheckedContinuation<DismissReason?, Never>? in
                switch phase {
                case .open:
                    phase = .done(reason)
                    return nil
                case .waiting(let continuation):
                    phase = .done(reason)
                    return continuation
                case .done:
                    return nil
                }
            }
            continuation?.resume(returning: reason)
        }

        /// The reason the wait ended with, once it has.
        func value() async -> DismissReason? {
            await withCheckedContinuation { continuation in
                let ended = phase.withLock { phase -> DismissReason?? in
                    if case .done(let reason) = phase { return .some(reason) }
                    phase = .waiting(continuation)
                    return nil
                }
                if let ended { continuation.resume(returning: ended) }
            }
        }
    }
}
