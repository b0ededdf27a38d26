import Foundation
import Guidebook

/// Draws tutorial cards in a terminal and waits for a key: the command line's presenter.
///
/// Interactive (standard input is a terminal): the card is drawn, any key dismisses it
/// (`tapped`), Escape skips it (`skippedByUser`), Control-C gives up (`cancelled`, not recorded).
/// Otherwise the card is printed and dismissed when input ends (`noInteraction`), so
/// `guidebook show Welcome < /dev/null` prints the card and records it.
struct TerminalPresenter: TutorialPresenter {
    /// Where the card's text goes.
    var write: @Sendable (String) -> Void
    /// Whether to wait for a key in raw mode (`true`) or for the end of input.
    var interactive: Bool
    /// How the card is laid out.
    var renderer: CardRenderer

    func present(_ card: TutorialCard) async -> DismissReason {
        let text = renderer.lines(for: card).joined(separator: "\n") + "\n"
        let write = self.write
        let interactive = self.interactive
        return await withCheckedContinuation { continuation in
            // Blocking reads stay off the cooperative thread pool.
            Thread.detachNewThread {
                guard interactive else {
                    write(text)
                    Terminal.drainInput()
                    continuation.resume(returning: .noInteraction)
                    return
                }
                // Raw mode first, then the card: entering raw mode flushes pending input, so a key
                // pressed as soon as the card shows must come after it (it was lost under load).
                let key = Terminal.withRawMode {
                    write(text)
                    return Terminal.readKey()
                }
                switch key {
                case .escape: continuation.resume(returning: .skippedByUser)
                case .interrupt: continuation.resume(returning: .cancelled)
                case .other: continuation.resume(returning: .tapped)
                case nil: continuation.resume(returning: .noInteraction)
                }
            }
        }
    }
}
