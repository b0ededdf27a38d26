import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing

/// The running demo: its state behind the lock, the tutorial engine, and the presenter the
/// engine calls. Key presses (from the input thread), resizes (SIGWINCH) and cards (from the
/// engine) all change the state under the lock and redraw the screen.
final class DemoSession: Sendable {
    private struct Inner: Sendable {
        var state: DemoState
        var continuation: CheckedContinuation<DismissReason, Never>?
        var tutorials: Tutorials?
    }

    private let inner: Locked<Inner>
    private let write: @Sendable (String) -> Void

    init(state: DemoState, write: @escaping @Sendable (String) -> Void) {
        self.inner = Locked(Inner(state: state))
        self.write = write
    }

    /// Connects the engine (made after the session, since the engine needs the session's presenter).
    func attach(_ tutorials: Tutorials) {
        inner.withLock { $0.tutorials = tutorials }
    }

    /// The presenter that shows cards inside the demo's screen.
    var presenter: some TutorialPresenter { Presenter(session: self) }

    private struct Presenter: TutorialPresenter {
        let session: DemoSession
        func present(_ card: TutorialCard) async -> DismissReason {
            await withCheckedContinuation { continuation in
                let accepted = session.inner.withLock { inner -> Bool in
                    guard !inner.state.quitting else { return false }
                    inner.state.card = card
                    inner.continuation = continuation
                    return true
                }
                if accepted {
                    session.redraw()
                } else {
                    continuation.resume(returning: .cancelled)
                }
            }
        }
    }

    /// What a key means on a card, as ``TerminalPresenter/input(for:onTour:)`` reads a terminal's keys.
    static func input(for key: DemoKey, onTour: Bool) -> TutorialCardModel.Input {
        switch key {
        case .escape: return .escape
        case .interrupt: return .cancellation
        case .enter where onTour, .character(" ") where onTour: return .next
        case .character("s") where onTour, .character("S") where onTour: return .skipTour
        default: return .tap
        }
    }

    /// How a key takes a card down, as `guidebook show` reads it: a digit chooses that action
    /// (`1` the first, as `TerminalPresenter.choice(_:on:)` reads it), any other key is read by
    /// ``input(for:onTour:)`` and answered by the card's model.
    static func reason(for key: DemoKey, on model: TutorialCardModel) -> DismissReason {
        var chosen: TapAction?
        if case .character(let character) = key { chosen = TerminalPresenter.choice(String(character), on: model) }
        guard
            case .dismiss(let reason) = chosen ?? model.action(for: input(for: key, onTour: model.tourControls != nil))
        else { return .tapped }
        return reason
    }

    /// Shows the first screen (and its card, the first time).
    func start() {
        resize()
        showCardForCurrentScreen()
    }

    /// Re-reads the terminal size and redraws.
    func resize() {
        let size = Terminal.size() ?? (columns: 80, rows: 24)
        inner.withLock {
            $0.state.columns = size.columns
            $0.state.rows = size.rows
        }
        write("\u{1B}[2J")
        redraw()
    }

    /// Draws the whole screen.
    func redraw() {
        inner.withLock { inner in
            var frame = ""
            for (index, line) in DemoScreen(state: inner.state).lines().enumerated() {
                frame += "\u{1B}[\(index + 1);1H"
                for run in line.runs {
                    switch run.style {
                    case .plain: frame += run.text
                    case .faint: frame += "\u{1B}[2m\(run.text)\u{1B}[0m"
                    case .bold: frame += "\u{1B}[1m\(run.text)\u{1B}[0m"
                    case .inverse: frame += "\u{1B}[7m\(run.text)\u{1B}[0m"
                    }
                }
            }
            write(frame)
        }
    }

    /// Ends the demo: a card that is up is taken down without counting as seen.
    func quit() {
        let continuation = inner.withLock { inner -> CheckedContinuation<DismissReason, Never>? in
            inner.state.quitting = true
            inner.state.card = nil
            defer { inner.continuation = nil }
            return inner.continuation
        }
        continuation?.resume(returning: .cancelled)
    }

    /// Handles the bytes of one read; returns `false` when the user quit.
    func handle(_ bytes: [UInt8]) -> Bool {
        for key in DemoKey.decode(bytes) where !handle(key) {
            quit()
            return false
        }
        redraw()
        return true
    }

    private func handle(_ key: DemoKey) -> Bool {
        // A card is up: any key dismisses it, Escape skips it, Control-C quits; on a tour step
        // Enter or Space is Next, S is Skip tour, and Escape goes on like Next; a digit chooses
        // the card's action of that number, and the status line says which. The card's view
        // model decides the reason, as in the apps and `guidebook show`.
        let dismissed = inner.withLock { inner -> (CheckedContinuation<DismissReason, Never>, DismissReason)? in
            guard let card = inner.state.card, let continuation = inner.continuation, key != .interrupt else {
                return nil
            }
            let model = TutorialCardModel(card: card)
            let reason = Self.reason(for: key, on: model)
            if case .action(let id) = reason, let button = model.actionButtons.first(where: { $0.id == id }) {
                inner.state.message = TerminalPresenter.report(of: button, on: card)
                    .trimmingCharacters(in: .newlines)
            }
            inner.state.card = nil
            inner.continuation = nil
            return (continuation, reason)
        }
        if let (continuation, reason) = dismissed {
            continuation.resume(returning: reason)
            return true
        }
        if key == .interrupt { return false }
        var showCard = false
        var reset = false
        let keepGoing = inner.withLock { inner -> Bool in
            var state = inner.state
            defer { inner.state = state }
            state.message = nil
            let previous = state.current
            if state.isHelp, state.query != nil {
                searchKey(key, &state)
            } else {
                switch key {
                case .tab: state.current = (state.current + 1) % state.tabCount
                case .backTab: state.current = (state.current + state.tabCount - 1) % state.tabCount
                case .character("q"), .character("Q"): return false
                case .character("r"), .character("R"):
                    reset = true
                    state.message = "Tutorials reset: each screen shows its card again on the next visit."
                case .character(let character) where character.isWholeNumber:
                    if let number = character.wholeNumberValue, (1...state.tabCount).contains(number) {
                        state.current = number - 1
                    }
                default:
                    if state.isHelp {
                        helpKey(key, &state)
                    } else if key == .right {
                        state.current = (state.current + 1) % state.tabCount
                    } else if key == .left {
                        state.current = (state.current + state.tabCount - 1) % state.tabCount
                    }
                }
            }
            if state.current != previous {
                state.articles = []
                state.selection = 0
                state.query = nil
                showCard = true
            }
            return true
        }
        if reset {
            inner.withLock { $0.tutorials }?.resetAll()
            showCard = true
        }
        if showCard { showCardForCurrentScreen() }
        return keepGoing
    }

    private func helpKey(_ key: DemoKey, _ state: inout DemoState) {
        let count = state.articles.last.map { $0.item.children.count } ?? state.indexRows.count
        switch key {
        case .character("/"):
            state.query = ""
            state.searchSelection = 0
        case .up: state.selection = max(0, state.selection - 1)
        case .down: state.selection = min(max(0, count - 1), state.selection + 1)
        case .enter, .right:
            if let article = state.articles.last {
                guard state.selection < article.item.children.count, let book = state.book,
                    let child = DemoState.OpenArticle(article.item.children[state.selection], in: book)
                else { return }
                state.articles.append(child)
            } else {
                let rows = state.indexRows
                guard state.selection < rows.count, let book = state.book,
                    let article = DemoState.OpenArticle(rows[state.selection].item, in: book)
                else { return }
                state.articles.append(article)
            }
            state.selection = 0
        case .left, .backspace, .escape:
            if state.articles.isEmpty {
                if key == .left { state.current = (state.current + state.tabCount - 1) % state.tabCount }
            } else {
                state.articles.removeLast()
                state.selection = 0
            }
        default: break
        }
    }

    private func searchKey(_ key: DemoKey, _ state: inout DemoState) {
        let query = state.query ?? ""
        switch key {
        case .character(let character):
            state.query = query + String(character)
            state.searchSelection = 0
        case .backspace:
            state.query = String(query.dropLast())
            state.searchSelection = 0
        case .escape: state.query = nil
        case .up: state.searchSelection = max(0, state.searchSelection - 1)
        case .down: state.searchSelection += 1
        case .enter:
            let hits = state.search?.search(query) ?? []
            guard !hits.isEmpty else { return }
            let hit = hits[min(state.searchSelection, hits.count - 1)]
            guard let book = state.book, let article = DemoState.OpenArticle(hit.item, in: book) else { return }
            state.query = nil
            state.articles = [article]
            state.selection = 0
        case .tab:
            state.query = nil
            state.current = (state.current + 1) % state.tabCount
        default: break
        }
    }

    private func showCardForCurrentScreen() {
        let (key, tutorials) = inner.withLock { inner in
            (inner.state.isHelp ? nil : inner.state.screens[inner.state.current], inner.tutorials)
        }
        if let key { tutorials?.show(key) }
    }
}
