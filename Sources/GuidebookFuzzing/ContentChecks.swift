import Foundation
import Guidebook
import GuidebookCLI
import GuidebookHTML
import GuidebookRemote

/// The end-to-end target: a whole content folder (``ContentArchive``) from its files to what a
/// screen shows. Loaded as an app loads it, every key resolved for the input's counts and
/// devices and formatted, every card and help screen built as a view model, the preview site
/// rendered, the content linted, and the download check run.
///
/// Invariant: nothing traps or hangs, every finding is a diagnostic that says what is wrong,
/// and every position names a file of the input.
enum ContentChecks {
    /// Reading limits small enough for fast runs; the checks are the same at any size.
    static let limits = ReadingLimits(maximumFileSize: 64 << 10, maximumDepth: 64)

    static func content(_ data: Data) throws(FuzzFailure) {
        let archive = ContentArchive(data)
        let content = GuidebookContent(source: .memory(archive.files, name: "fuzz"), limits: limits)
        try checkFindings(content.validateEverything(), archive: archive, what: "loading")
        resolveEveryKey(content, archive: archive)
        var languages: [HTMLSite.Language] = []
        for language in content.languages {
            let (cards, skipped) = content.cards(language: language)
            try checkFindings(skipped, archive: archive, what: "the \(language) cards")
            for card in cards {
                let model = TutorialCardModel(card: card)
                _ = model.placement(safeArea: SpotlightRect(x: 0, y: 44, width: 390, height: 760), cardHeight: 200)
                try expect(
                    TutorialCardHTML(card: card).render().hasPrefix("<"), "A card's HTML does not start with a tag.")
            }
            let book = content.helpBook(language: language)?.book
            if let book { buildHelpScreens(book) }
            languages.append(HTMLSite.Language(code: language, cards: cards, book: book))
        }
        let pages = HTMLSite(title: "fuzz", languages: languages, findings: content.diagnostics).pages()
        try expect(pages.allSatisfy { !$0.fileName.isEmpty && !$0.html.isEmpty }, "The preview has an empty page.")
        let report = ContentLinter(content: content, sources: []).run()
        try checkFindings(report.diagnostics, archive: archive, what: "lint")
        let requirements = ContentRequirements(
            helpLanguages: [], tutorialLanguages: content.languages(ofTable: "Tutorial"),
            developmentLanguage: content.developmentLanguage)
        try checkFindings(content.problems(meeting: requirements), archive: archive, what: "the download check")
    }

    /// Every key of every table in every language, through the string source an app uses, for
    /// each chosen count and device, then formatted with those counts.
    static func resolveEveryKey(_ content: GuidebookContent, archive: ContentArchive) {
        let counts = archive.counts
        for language in content.languages + ["ar", "ru", "cy"] {
            let strings = content.strings(preferredLanguages: [language])
            for table in strings.tables {
                for entry in strings.entries(inTable: table, language: language) {
                    for device in archive.devices {
                        for count in counts {
                            let chosen = [count, counts[counts.count - 1], count]
                            guard
                                let text = strings.localizedString(
                                    forKey: entry.key, table: table, counts: chosen, device: device)?.value
                            else { continue }
                            _ = try? StringFormatter.format(text, chosen.map { FormatArgument.integer(Int64($0)) })
                        }
                    }
                }
            }
        }
    }

    /// The help index, every article's screen, and a search, as the help screens build them.
    static func buildHelpScreens(_ book: HelpBook) {
        _ = HelpIndexScreen(book: book)
        for (_, item) in book.allItems.prefix(200) {
            _ = HelpArticleScreen(book: book, articleID: item.id)
        }
        _ = HelpBookHTML(book: book, language: book.language ?? "en").renderBody(
            book.allItems.first?.item.body ?? HelpBody())
    }

    /// Each finding must say something, and a position must name a file (or folder) of the input.
    static func checkFindings(_ findings: [Diagnostic], archive: ContentArchive, what: String) throws(FuzzFailure) {
        for finding in findings {
            try expect(
                !finding.message.isEmpty,
                "\(what): a finding without a message (\(finding.code?.rawValue ?? "no code")).")
            guard let file = finding.location?.file, !file.isEmpty else { continue }
            let known = archive.files.keys.contains { $0 == file || $0.hasPrefix(file + "/") } || file == "fuzz"
            try expect(known, "\(what): the finding \"\(finding)\" names \"\(file)\", which the input does not hold.")
        }
    }
}
