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
            with article pages and an offline search box. Missing copy is shown with a warning.
            Exit status: 0 written (warnings are listed), 1 content or output folder unusable.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        let contentPath = arguments.contentPath(at: 0, usingCache: true)
        guard let content = ContentFolder.open(contentPath, in: context) else { return 1 }
        var diagnostics = content.diagnostics
        let rules: TutorialRules
        do {
            rules = try TutorialRules.inFolder(content.url)
        } catch {
            for finding in error.diagnostics { context.report(finding) }
            return 1
        }
        var languages: [HTMLSite.Language] = []
        for language in content.languages {
            let (book, bookDiagnostics) = content.helpBook(language)
            diagnostics += bookDiagnostics
            let cards = content.cards(language).map { rules.previewed($0) }
            languages.append(
                HTMLSite.Language(
                    code: language, cards: cards, book: book, decisions: rules.previewDecisions(for: cards)))
        }
        let title = content.url.standardizedFileURL.lastPathComponent
        let site = HTMLSite(title: title, languages: languages)
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
        context.print(
            "\(counted(summary.cardCount, "card")) × \(counted(summary.languageCount, "language")), "
                + "\(counted(summary.sectionCount, "section")), \(counted(summary.articleCount, "article")), "
                + "\(counted(summary.warnings.count + diagnostics.count, "warning"))")
        return 0
    }
}
