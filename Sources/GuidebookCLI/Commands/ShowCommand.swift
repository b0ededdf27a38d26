import Foundation
import Guidebook

/// `guidebook show KEY [CONTENT] [--state FILE] [--language L] [--always]`: runs the tutorial
/// engine once with the terminal presenter, as an app would on a screen's first appearance;
/// `guidebook show --tour NAME [CONTENT]` walks a tour with the call an app makes (`showTour`).
enum ShowCommand: Command {
    static let spec = CommandSpec(
        name: "show", summary: "Show a tutorial card once, as an app would, and remember it.",
        positionals: [
            .init(name: "KEY", help: "The tutorial key (Welcome); not with --tour."),
            .init(name: "CONTENT", help: "The content folder (default \(defaultContentPath))."),
        ],
        options: [
            .init(
                name: "tour", valueName: "NAME",
                help: "Walk this tour of the rules from where it stands, one card after the other, as an app does."),
            .init(name: "state", valueName: "FILE", help: "The app-state file (default: see below)."),
            .init(
                name: "language", valueName: "L",
                help: "The language to show (en, de, ar, …; default: LANGUAGE, LC_ALL, LANG)."),
            .init(name: "always", help: "Show the card even if it was seen (GUIDEBOOK_ALWAYS_SHOW=1 too)."),
            .init(name: "cache", valueName: "DIR", help: "Use the set 'guidebook update' cached in DIR when valid."),
            .init(name: "explain", help: "Print every rule, its value and whether it passed; show nothing."),
            .init(
                name: "target", valueName: "X,Y,W,H",
                help: "Point the card at this frame, in points of a 390 × 844 screen (its spotlight's target)."),
        ],
        discussion: """
            The card is drawn over a dimmed pattern; any key dismisses it, Escape skips it, Control-C
            gives up without recording it (exit status 130). A step of a tour in the rules shows
            "2 of 4": Enter or Space goes to the next step (Done on the last), S skips the whole
            tour, any other key (and Escape) goes on like Enter. When standard input is not a terminal the
            card is printed and dismissed when input ends. The key is then recorded as seen
            (hasSeen<KEY> = 1) and the next run prints nothing. Rules in CONTENT/Tutorials.json (or
            Tutorials.plist) apply, as they do in the app; --explain says why the card would or would
            not show now. A card with a spotlight is drawn beside its target with an arrow, the target
            left clear in the pattern; --target gives the frame the app would register for the
            target's id (or a spotlight of its own to a card without one).

            --tour NAME walks a tour of the rules as an app's showTour call does, every step on one
            screen: from the step it is at, each Next shows the next step, B goes back on a tour that
            allows it, S skips the rest. When standard input is not a terminal each card reads one
            line: an empty line (or "next") is Next, "s" (or "skip") Skip tour, "b" (or "back") Back;
            the end of input dismisses the remaining cards.

            The default state file is $XDG_STATE_HOME/guidebook/state.plist, or
            ~/.local/state/guidebook/state.plist when XDG_STATE_HOME is not set.

            Exit status: 0 shown or already seen, 1 unknown key or unreadable content, 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        if let tour = arguments.value("tour") { return try await runTour(tour, arguments, in: context) }
        guard let key = arguments.positional(0) else {
            throw UsageError.missingArgument("KEY", command: spec.name)
        }
        let contentPath = arguments.contentPath(at: 1, usingCache: true)
        guard let content = context.openEngineContent(contentPath) else { return 1 }
        let copy = content.tutorialCopy(preferredLanguages: arguments.preferredLanguages)
        do {
            let card = try copy.card(for: key)
            if let note = arguments.fallbackNote(
                shown: card.language, what: "the card", missing: { "\($0).lproj/\(copy.table).strings" })
            {
                context.printError(note)
            }
        } catch {
            var message = "error: The table '\(copy.table)' in \(contentPath) has no tutorial '\(key)'."
            if let suggestion = EditDistance.closest(to: key, among: copy.tutorialKeys) {
                message += " Did you mean '\(suggestion)'?"
            }
            message += " " + TutorialCopy.addCopyFix(key: key, in: "<language>.lproj/\(copy.table).strings")
            context.printError(message)
            return 1
        }
        guard let store = stateStore(arguments, in: context) else { return 1 }
        let recoveries = store.diagnostics
        let presenter = terminalPresenter(in: context)
        var rules = content.tutorialRules
        if let text = arguments.value("target") {
            guard let frame = Self.frame(text) else {
                throw UsageError.malformedValue(
                    option: "--target", value: text, expected: "X,Y,WIDTH,HEIGHT in points, such as 20,100,44,44",
                    command: spec.name)
            }
            rules.cards[key, default: TutorialRuleSet()].spotlight = Self.pointing(rules[key].spotlight, at: frame)
        }
        let tutorials = engine(
            copy: copy, rules: rules, store: store, presenter: presenter, arguments: arguments, in: context)
        // An inline card goes to the view the app placed for its key, not to the queue: the
        // terminal stands in for that view, so `show` draws it as it draws the others.
        tutorials.setPresenter(presenter, for: .inline(key))
        if case .id(let id)? = rules[key].spotlight?.target, let text = arguments.value("target") {
            tutorials.setSpotlightTarget(id, frame: Self.frame(text))
        }
        if arguments.flag("explain") {
            context.write(Self.explanation(tutorials.explain(key)))
            return 0
        }
        let outcome = await tutorials.showAndWait(key)
        guard await finish(tutorials, recoveries: recoveries, in: context) else { return 1 }
        if case .dismissed(.cancelled, _) = outcome { return 130 }
        return 0
    }

    /// Reports the engine's findings (but the store's recoveries, reported already) and waits
    /// until what it recorded is written; `false` when it could not be.
    static func finish(_ tutorials: Tutorials, recoveries: [Diagnostic], in context: CommandContext) async -> Bool {
        for diagnostic in tutorials.diagnostics where !recoveries.contains(diagnostic) {
            context.report(diagnostic)
        }
        do {
            try await tutorials.flush()
            return true
        } catch {
            context.report(error)
            return false
        }
    }

    /// `Export: shows now` or `Export: does not show (event)`, then one line per rule:
    /// pass/FAIL, the rule, what it asks, what was found.
    static func explanation(_ decision: TutorialDecision) -> String {
        var text = "\(decision.key): "
        switch decision.skipReason {
        case nil: text += "shows now\n"
        case .rule(let rule)?: text += "does not show (\(rule.rawValue))\n"
        case let reason?: text += "does not show (\(reason))\n"
        }
        let width = decision.checks.map(\.rule.rawValue.count).max() ?? 0
        for check in decision.checks {
            let rule = check.rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            text += "  \(check.passed ? "pass" : "FAIL")  \(rule)  \(check.requirement): \(check.value)\n"
        }
        return text
    }

    /// `20,100,44,44` as a frame with a positive size; `nil` otherwise.
    static func frame(_ text: String) -> SpotlightRect? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 4 else { return nil }
        let frame = SpotlightRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        return frame.isEmpty ? nil : frame
    }

    /// The card's spotlight aimed at `frame`: an id target keeps its id (the frame is registered
    /// for it), a frame target or no spotlight gets the frame.
    static func pointing(_ spotlight: TutorialSpotlight?, at frame: SpotlightRect) -> TutorialSpotlight {
        guard var spotlight else { return TutorialSpotlight(target: .frame(frame)) }
        if case .frame = spotlight.target { spotlight.target = .frame(frame) }
        return spotlight
    }

    /// The app-state file's store (`--state`, else the default), its recoveries reported; `nil`,
    /// with the error printed, when there is no state file to use.
    static func stateStore(_ arguments: ParsedArguments, in context: CommandContext) -> PropertyListStateStore? {
        guard let stateURL = stateFile(arguments.value("state"), environment: context.environment) else {
            context.printError("error: No state file: HOME is not set. Pass --state FILE.")
            return nil
        }
        let store = PropertyListStateStore(url: stateURL)
        for diagnostic in store.diagnostics { context.report(diagnostic) }
        return store
    }

    /// The terminal presenter for this terminal's width (or `COLUMNS`), styled when both ends are a terminal.
    /// The engine `show` draws with: `--always` shows what the rules would hold back, and the
    /// terminal presenter answers the cards' actions.
    static func engine(
        copy: TutorialCopy, rules: TutorialRules, store: PropertyListStateStore, presenter: TerminalPresenter,
        arguments: ParsedArguments, in context: CommandContext
    ) -> Tutorials {
        let tutorials = Tutorials(
            copy: copy, store: store, presenter: presenter,
            options: TutorialOptions(
                testing: TutorialTestingSwitches(showAll: arguments.flag("always")), environment: context.environment),
            rules: rules)
        presenter.performActions(of: tutorials)
        return tutorials
    }

    static func terminalPresenter(in context: CommandContext, linePerCard: Bool = false) -> TerminalPresenter {
        let columns = Terminal.size()?.columns ?? context.environment["COLUMNS"].flatMap { Int($0) } ?? 80
        return TerminalPresenter(
            write: context.write, interactive: context.inputIsTerminal,
            renderer: CardRenderer(columns: columns, styled: context.inputIsTerminal && Terminal.outputIsTerminal),
            linePerCard: linePerCard)
    }

    /// `--state`, else `$XDG_STATE_HOME/guidebook/state.plist`, else `~/.local/state/guidebook/state.plist`.
    static func stateFile(_ option: String?, environment: [String: String]) -> URL? {
        if let option { return URL(fileURLWithPath: option) }
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return URL(fileURLWithPath: stateHome).appendingPathComponent("guidebook/state.plist")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/guidebook/state.plist")
    }
}
