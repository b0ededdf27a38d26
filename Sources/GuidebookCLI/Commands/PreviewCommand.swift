import Foundation
import Guidebook
import GuidebookHTML

/// `guidebook preview [CONTENT] [--out DIR]`: writes a static HTML site of every
/// tutorial card and help book, per language, and prints where it went.
enum PreviewCommand: Command {
    /// Where the site goes when `--out` is not given (relative to the working directory).
    static let defaultOutput = ".guidebook-preview"

    static let spec = CommandSpec(
        name: "preview", summary: "Write an HTML preview of every tutorial card and the help book, per language.",
        positionals: [.init(name: "CONTENT", help: "The content folder (default \(defaultContentPath)).")],
        options: [
            .init(name: "out", valueName: "DIR", help: "Where to write the site (default \(defaultOutput))."),
            .init(name: "cache", valueName: "DIR", help: "Use the set 'guidebook update' cached in DIR when valid."),
        ],
        discussion: """
            The site opens from disk (no server): open the index.html it names in a browser.
            Cards are drawn as on a phone over the dimmed screen; the help book as a grouped table
            with article pages and an offline search box. Missing copy is shown with its finding.
            Exit status: 0 written (the cards' findings are listed), 1 content or output folder unusable, or
            content with errors (a file that does not read; the preview is written all the same).
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        let contentPath = arguments.contentPath(at: 0, usingCache: true)
        guard let content = context.openContent(contentPath) else { return 1 }
        guard content.rulesFindings.isEmpty else {
            for finding in content.rulesFindings { context.report(finding) }
            return 1
        }
        let rules = content.tutorialRules
        let (languages, findings) = previewLanguages(of: content, rules: rules)
        let diagnostics = content.diagnostics + findings
        let site = HTMLSite(title: content.displayName, languages: languages, findings: diagnostics)
        let output = URL(fileURLWithPath: arguments.value("out") ?? defaultOutput).standardizedFileURL
        let summary: HTMLSite.Summary
        do {
            summary = try site.write(to: output)
        } catch {
            context.printError(
                "error: Cannot write the preview to \(output.path): \(error.localizedDescription). "
                    + "Give a writable folder with --out DIR.")
            return 1
        }
        for diagnostic in diagnostics { context.printError("\(diagnostic)") }
        for warning in summary.warnings { context.printError("warning: \(warning)") }
        context.print("Wrote the preview to \(summary.indexURL.path)")
        let errors = diagnostics.filter { $0.severity == .error }.count
        context.print(
            "\(counted(summary.cardCount, "card")) × \(counted(summary.languageCount, "language")), "
                + "\(counted(summary.sectionCount, "section")), \(counted(summary.articleCount, "article")), "
                + "\(counted(errors, "error")), "
                + "\(counted(summary.warnings.count + diagnostics.count - errors, "warning"))")
        return content.hasErrors ? 1 : 0
    }

    /// Each language's cards and help book, as an app whose user prefers that language gets
    /// them: the cards of ``GuidebookContent/cards(language:table:)`` (the engine's own copy
    /// rules, so the preview never draws a card the engine would skip) and the language's own
    /// help book. Also a finding per key the engine skips, and the core's findings per card
    /// (``GuidebookContent/findings(for:language:table:)``: no title, a body in another language).
    ///
    /// Each card carries its rules' spotlight, and why it would or would not show now to a new
    /// user (``TutorialRules/previewDecisions(for:now:)``).
    ///
    /// - Parameters:
    ///   - content: The loaded content.
    ///   - rules: The content's tutorial rules.
    /// - Returns: The site's languages, the development language first, and the findings.
    static func previewLanguages(
        of content: GuidebookContent, rules: TutorialRules = TutorialRules()
    ) -> ([HTMLSite.Language], [Diagnostic]) {
        var findings: [Diagnostic] = []
        var languages: [HTMLSite.Language] = []
        for language in content.languages {
            let (cards, skipped) = content.cards(language: language)
            findings += skipped.map { skippedCard in
                var finding = skippedCard
                finding.severity = .warning
                finding.message = "\(language): \(finding.message)"
                return finding
            }
            var cardFindings: [String: [Diagnostic]] = [:]
            let copy = content.tutorialCopy(preferredLanguages: [language])
            let previewed = cards.map { rules.previewed($0, copy: copy) }
            var assetImages: [String: HTMLSite.ImageFile] = [:]
            for (card, actionFindings) in previewed {
                var found = actionFindings + content.findings(for: card, language: language)
                if let image = card.image?.source {
                    found += content.imageFindings(image, of: card.key)
                    if case .asset(let name) = image, let file = content.imageFile(forAsset: name) {
                        assetImages[name] = HTMLSite.ImageFile(fileName: file.fileName, data: file.data)
                    }
                }
                if !found.isEmpty { cardFindings[card.key] = found }
                findings += found
            }
            let book = content.helpBook(language: language)?.book
            let drawn = previewed.map(\.card)
            languages.append(
                HTMLSite.Language(
                    code: language, cards: drawn, book: book, decisions: rules.previewDecisions(for: drawn),
                    cardFindings: cardFindings, assetImages: assetImages))
        }
        return (languages, findings)
    }
}
