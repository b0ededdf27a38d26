import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing

extension ShowCommand {
    /// `guidebook show --tour NAME [CONTENT]`: the engine's `showTour(NAME)`, every step on one
    /// screen, with the terminal presenter answering each card; returns when the walk stops (the
    /// tour done, or a card given up with Control-C: exit status 130).
    static func runTour(_ tour: String, _ arguments: ParsedArguments, in context: CommandContext) async throws
        -> Int32
    {
        // KEY and CONTENT both given: a KEY is no tour's (`show --tour NAME [CONTENT]`).
        if arguments.positional(1) != nil {
            throw UsageError.conflicting("a KEY", with: "--tour", command: spec.name)
        }
        for option in ["explain", "target"] where arguments.value(option) != nil || arguments.flag(option) {
            throw UsageError.conflicting("--tour", with: "--\(option)", command: spec.name)
        }
        let contentPath = arguments.contentPath(at: 0, usingCache: true)
        guard let content = context.openEngineContent(contentPath) else { return 1 }
        let copy = content.tutorialCopy(preferredLanguages: arguments.preferredLanguages)
        let rules = content.tutorialRules
        guard let steps = rules.tours.first(where: { $0.name == tour && $0.kind == .sequence })?.steps else {
            context.printError(unknownTour(tour, in: rules, contentPath: contentPath))
            return 1
        }
        if let first = steps.first, let card = try? copy.card(for: first),
            let note = arguments.fallbackNote(
                shown: card.language, what: "the tour", missing: { "\($0).lproj/\(copy.table).strings" })
        {
            context.printError(note)
        }
        guard let store = stateStore(arguments, in: context) else { return 1 }
        let recoveries = store.diagnostics
        let presenter = terminalPresenter(in: context, linePerCard: true)
        let tutorials = engine(
            copy: copy, rules: rules, store: store, presenter: presenter, arguments: arguments, in: context)
        tutorials.showTour(tour)
        await tutorials.waitUntilIdle()
        guard await finish(tutorials, recoveries: recoveries, in: context) else { return 1 }
        return presenter.interrupted.withLock { $0 } ? 130 : 0
    }

    /// The error for a tour the rules do not have, with the nearest name or the tours there are.
    static func unknownTour(_ tour: String, in rules: TutorialRules, contentPath: String) -> String {
        let names = rules.tours.filter { $0.kind == .sequence }.map(\.name)
        var message = "error: The rules in \(contentPath) have no tour '\(tour)'."
        if let near = EditDistance.closest(to: tour, among: names) {
            message += " Did you mean '\(near)'?"
        } else if names.isEmpty {
            message += " Add it to \"tours\" in Tutorials.json (see Documentation/TutorialRulesFormat.md)."
        } else {
            message += " The tours are: \(names.map { "'\($0)'" }.joined(separator: ", "))."
        }
        return message
    }
}
