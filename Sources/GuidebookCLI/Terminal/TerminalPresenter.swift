import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing

/// Draws tutorial cards in a terminal and waits for a key: the command line's presenter.
///
/// Interactive (standard input is a terminal): the card is drawn, any key dismisses it
/// (`tapped`), Escape skips it (`skippedByUser`), Control-C gives up (`cancelled`, not recorded).
/// On a tour step Enter or Space is Next (Done on the last step), S is Skip tour and B is Back; any other
/// key and Escape go on like Next. Keys become ``TutorialCardModel/Input`` values and the model
/// decides the reason (``TutorialCardModel/action(for:)``), as in the apps.
/// A card with actions shows them as numbered choices (`[1] Try it`); the number's key (one line
/// of piped input) chooses one, and the chosen action is reported.
/// Otherwise the card is printed and dismissed when input ends (`noInteraction`), so
/// `guidebook show Welcome < /dev/null` prints the card and records it. Walking a tour
/// (``linePerCard``), each card takes one line of input instead: an empty line (or `next`) is
/// Next, `s` (`skip`) Skip tour, `b` (`back`) Back; the end of input dismisses the rest.
struct TerminalPresenter: TutorialPresenter {
    /// Where the card's text goes.
    var write: @Sendable (String) -> Void
    /// Whether to wait for a key in raw mode (`true`) or for the end of input.
    var interactive: Bool
    /// How the card is laid out.
    var renderer: CardRenderer
    /// Whether input that is not a terminal answers each card with one line (`show --tour`).
    var linePerCard = false
    /// Whether a card was given up with Control-C (the command then exits with 130).
    let interrupted = Locked(false)

    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        let text = renderer.lines(for: card).joined(separator: "\n") + "\n"
        let write = self.write
        let interactive = self.interactive
        let linePerCard = self.linePerCard
        let reason = await withCheckedContinuation { (continuation: CheckedContinuation<DismissReason, Never>) in
            // Blocking reads stay off the cooperative thread pool.
            Thread.detachNewThread {
                guard interactive else {
                    write(text)
                    if !model.actionButtons.isEmpty, !linePerCard {
                        // A card with actions takes one line: its number chooses one.
                        continuation.resume(returning: Self.reason(forLine: readLine(), on: model))
                        return
                    }
                    guard linePerCard else {
                        Terminal.drainInput()
                        continuation.resume(returning: .noInteraction)
                        return
                    }
                    guard let line = readLine(),
                        case .dismiss(let reason) = Self.choice(line, on: model)
                            ?? model.action(for: Self.input(forLine: line))
                    else {
                        continuation.resume(returning: .noInteraction)
                        return
                    }
                    continuation.resume(returning: reason)
                    return
                }
                // Raw mode first, then the card: entering raw mode flushes pending input, so a key
                // pressed as soon as the card shows must come after it (it was lost under load).
                let key = Terminal.withRawMode {
                    write(text)
                    return Terminal.readKey()
                }
                guard let key else {
                    continuation.resume(returning: .noInteraction)
                    return
                }
                let input = Self.input(for: key, onTour: model.tourControls != nil)
                let chosen = Self.choice(key, on: model)
                guard case .dismiss(let reason) = chosen ?? model.action(for: input) else {
                    continuation.resume(returning: .tapped)
                    return
                }
                continuation.resume(returning: reason)
            }
        }
        if reason == .cancelled { interrupted.withLock { $0 = true } }
        if case .action(let id) = reason, let button = model.actionButtons.first(where: { $0.id == id }) {
            write(Self.report(of: button, on: card))
        }
        return reason
    }

    /// Lets `tutorials` perform the actions chosen here: this presenter reported each already
    /// (``report(of:on:)``), and a terminal has no help menu or browser to open them in.
    func performActions(of tutorials: Tutorials) {
        tutorials.onAction { _, _ in }
        tutorials.onOpenLink { _ in }
    }

    /// What choosing a number does on a card with actions: `1` is its first action, and so on;
    /// `nil` for anything else, which goes on as the same line or key would without actions.
    static func choice(_ line: String, on model: TutorialCardModel) -> TapAction? {
        let buttons = model.actionButtons
        guard let number = Int(line.trimmingCharacters(in: .whitespaces)), buttons.indices.contains(number - 1)
        else { return nil }
        return model.action(forChoosing: buttons[number - 1].id)
    }

    /// A key as a choice: the digit of one of the card's actions.
    static func choice(_ key: Terminal.Key, on model: TutorialCardModel) -> TapAction? {
        guard case .other(let bytes) = key, bytes.count == 1, let byte = bytes.first, (0x31...0x39).contains(byte)
        else { return nil }
        return choice(String(UnicodeScalar(byte)), on: model)
    }

    /// The reason for the one line a card with actions reads from piped input: a choice, else a
    /// tap; the end of input is no interaction.
    static func reason(forLine line: String?, on model: TutorialCardModel) -> DismissReason {
        guard let line else { return .noInteraction }
        if case .dismiss(let reason) = choice(line, on: model) { return reason }
        return .tapped
    }

    /// The line that says which action was chosen and what it does:
    /// `Chose "Try it" (tryIt): opens help:export-pdf.`
    static func report(of button: TutorialActionButton, on card: TutorialCard) -> String {
        let does = card.actions.first { $0.id == button.id }?.target.summary ?? TutorialAction.Target.app.summary
        return "Chose \"\(button.title)\" (\(button.id)): \(does).\n"
    }

    /// What a line of piped input means on a card: empty or `next` is Next, `s` or `skip` Skip
    /// tour, `b` or `back` Back (any case, spaces ignored); anything else is a tap.
    static func input(forLine line: String) -> TutorialCardModel.Input {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "n", "next": return .next
        case "s", "skip": return .skipTour
        case "b", "back": return .back
        default: return .tap
        }
    }

    /// What a key means on a card: Escape, Control-C or -D (give up), and on a tour step Enter or
    /// Space (Next), S (Skip tour) and B (Back, where the step offers it); any other key is a tap.
    static func input(for key: Terminal.Key, onTour: Bool) -> TutorialCardModel.Input {
        switch key {
        case .escape: return .escape
        case .interrupt: return .cancellation
        case .other(let bytes) where onTour && (bytes == [0x0D] || bytes == [0x0A] || bytes == [0x20]): return .next
        case .other(let bytes) where onTour && (bytes == [0x73] || bytes == [0x53]): return .skipTour
        case .other(let bytes) where onTour && (bytes == [0x62] || bytes == [0x42]): return .back
        case .other: return .tap
        }
    }
}
