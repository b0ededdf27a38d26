import Dispatch
import Foundation
import Guidebook

/// `guidebook demo [CONTENT] [--state FILE] [--language L]`: the example app in the terminal.
enum DemoCommand: Command {
    static let spec = CommandSpec(
        name: "demo", summary: "Run the example app in the terminal: tabs, first-run cards, the help book.",
        positionals: [.init(name: "CONTENT", help: "The content folder (default \(defaultContentPath)).")],
        options: [
            .init(name: "state", valueName: "FILE", help: "The app-state file (default: as for 'guidebook show')."),
            .init(
                name: "language", valueName: "L",
                help: "The language of the copy (default: LANGUAGE, LC_ALL, LANG; else the content's first)."),
        ],
        discussion: """
            A tab per tutorial key plus Help. The first visit to a screen shows its card over the dimmed
            screen (any key dismisses it, Escape skips it); the next visit does not. The content's
            Tutorials.json or Tutorials.plist applies, as in the app: a tour's step shows on its screen
            when its turn comes, as "1 of 3" with Enter or Space for Next and S for Skip tour (Escape
            goes on like Next). A refused rules file is reported at its file:line:column and stops
            the demo. Keys: ←/→, Tab or
            1–9 switch tabs; r resets the tutorials; q or Control-C quits. On Help: ↑/↓ select,
            Enter opens, ← or Backspace goes back, / searches as you type.
            Seen cards are kept in the state file (shown at the bottom), so a second run skips them.
            Needs a terminal (80×24 or larger works best); the terminal is restored on exit.
            Exit status: 0 after quitting, 1 content unusable or no terminal, 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        let contentPath = arguments.contentPath(at: 0)
        // As in an app: a table that cannot be read stops the demo, and so does a refused rules
        // file; a broken help book only leaves Help empty.
        guard let content = context.openEngineContent(contentPath) else { return 1 }
        guard context.inputIsTerminal, Terminal.outputIsTerminal else {
            context.printError(
                "error: guidebook demo needs a terminal for input and output. Run it in a terminal, "
                    + "or use 'guidebook preview' for pages you can open in a browser.")
            return 1
        }
        let language = arguments.language(among: content.languages, developmentLanguage: content.developmentLanguage)
        if let note = arguments.fallbackNote(
            shown: language, what: "the demo", missing: { "\($0).lproj/Tutorial.strings" })
        {
            context.printError(note)
        }
        guard let stateURL = ShowCommand.stateFile(arguments.value("state"), environment: context.environment) else {
            context.printError("error: No state file: HOME is not set. Pass --state FILE.")
            return 1
        }
        let copy = content.tutorialCopy(preferredLanguages: [language])
        var book = content.helpBook(language: language)?.book
        if book == nil { book = content.helpBook(language: content.developmentLanguage)?.book }
        let state = DemoState(
            appName: content.displayName, screens: content.tutorialKeys(), book: book,
            stateFile: stateURL.path, language: language)
        let session = DemoSession(state: state, write: { Terminal.write($0) })
        let store = PropertyListStateStore(url: stateURL)
        let tutorials = Tutorials(
            copy: copy, store: store, presenter: session.presenter,
            options: TutorialOptions(environment: context.environment), rules: content.tutorialRules)
        session.attach(tutorials)
        // A chosen action is reported on the status line; a terminal has no browser to open it in.
        tutorials.onAction { _, _ in }
        tutorials.onOpenLink { _ in }

        // Alternate screen; SIGWINCH redraws; SIGTERM and SIGHUP restore the terminal before leaving.
        var original = termios()
        let haveOriginal = tcgetattr(STDIN_FILENO, &original) == 0
        let saved = original
        Terminal.write("\u{1B}[?1049h")
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resize.setEventHandler { session.resize() }
        signal(SIGWINCH, SIG_IGN)
        resize.resume()
        var terminators: [any DispatchSourceSignal] = []
        for number in [SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var restore = saved
                if haveOriginal { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &restore) }
                Terminal.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
                exit(128 + number)
            }
            source.resume()
            terminators.append(source)
        }

        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                Terminal.withRawMode {
                    session.start()
                    while let key = Terminal.readKey() {
                        let bytes: [UInt8]
                        switch key {
                        case .escape: bytes = [0x1B]
                        case .interrupt: bytes = [0x03]
                        case .other(let read): bytes = read
                        }
                        if !session.handle(bytes) { break }
                    }
                    session.quit()
                }
                continuation.resume()
            }
        }
        resize.cancel()
        Terminal.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        await tutorials.waitUntilIdle()
        for source in terminators { source.cancel() }
        do {
            try await tutorials.flush()
        } catch {
            context.report(error)
            return 1
        }
        for diagnostic in tutorials.diagnostics { context.report(diagnostic) }
        context.print("State saved to \(stateURL.path)")
        return 0
    }
}
