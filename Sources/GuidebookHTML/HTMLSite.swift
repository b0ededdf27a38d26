import Foundation
import Guidebook

/// A whole static preview site: an index page, the tutorial cards of each language
/// and the help book of each language, written as plain files that open from disk
/// (no server, no external fonts, scripts or styles).
///
/// ```swift
/// let site = HTMLSite(title: "Compositions", languages: [
///     .init(code: "en", cards: englishCards, book: englishBook),
///     .init(code: "ar", cards: arabicCards, book: arabicBook),
/// ])
/// let summary = try site.write(to: URL(fileURLWithPath: ".build/guidebook-preview"))
/// print(summary.indexURL.path)
/// ```
public struct HTMLSite: Sendable {
    /// The content of one language.
    public struct Language: Sendable {
        /// The language code (`en`, `de`, `ar`).
        public var code: String
        /// Its tutorial cards, in the order to show them.
        public var cards: [TutorialCard]
        /// Its help book, when it has one.
        public var book: HelpBook?
        /// Why each card would or would not show now, by key, drawn under the card.
        public var decisions: [String: TutorialDecision]
        /// Findings about each card, by key, drawn under the card (they are among the site's
        /// findings too, which count them).
        public var cardFindings: [String: [Diagnostic]]
        /// The content folder's image files for the cards' assets, by asset name
        /// (``GuidebookContent/imageFile(forAsset:)``); an asset without one is drawn as a placeholder.
        public var assetImages: [String: ImageFile] = [:]

        /// Creates a language's content.
        ///
        /// - Parameters:
        ///   - code: The language code.
        ///   - cards: Its tutorial cards.
        ///   - book: Its help book.
        ///   - decisions: Explained decisions, by card key (``TutorialExplanationHTML``).
        ///   - cardFindings: Findings about each card, by key.
        ///   - assetImages: The content folder's image files for the cards' assets, by asset name.
        public init(
            code: String, cards: [TutorialCard], book: HelpBook? = nil, decisions: [String: TutorialDecision] = [:],
            cardFindings: [String: [Diagnostic]] = [:], assetImages: [String: ImageFile] = [:]
        ) {
            self.code = code
            self.cards = cards
            self.book = book
            self.decisions = decisions
            self.cardFindings = cardFindings
            self.assetImages = assetImages
        }
    }

    /// One file of the site.
    public struct Page: Sendable, Hashable {
        /// Its name inside the site folder.
        public var fileName: String
        /// Its full HTML text.
        public var html: String
    }

    /// What was written, for the one-line summary.
    public struct Summary: Sendable, Hashable {
        /// The index page.
        public var indexURL: URL
        /// Distinct card keys over all languages.
        public var cardCount: Int
        /// Languages.
        public var languageCount: Int
        /// Help sections over all languages.
        public var sectionCount: Int
        /// Help articles (at any depth) over all languages.
        public var articleCount: Int
        /// What the drawing found (a card without a title or body), one sentence each. The
        /// content's own findings are the site's ``HTMLSite/findings``, not repeated here.
        public var warnings: [String]
        /// Pages written.
        public var pageCount: Int
    }

    /// The site's title (the app's name).
    public var title: String
    /// The languages, the development language first.
    public var languages: [Language]
    /// The CSP nonce of the pages' one style and one script; random when not given.
    public var nonce: String
    /// The content's findings (a ``GuidebookContent``'s diagnostics: ``HelpBook/validate()``
    /// and the readers'), listed on the index page and on the page of the article each one is
    /// at. The site draws them; it does not validate on its own.
    public var findings: [Diagnostic]

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - title: The site's title.
    ///   - languages: The content of each language.
    ///   - findings: The content's diagnostics, to show on the pages.
    ///   - nonce: The Content-Security-Policy nonce; a fresh random one when `nil`.
    public init(title: String, languages: [Language], findings: [Diagnostic] = [], nonce: String? = nil) {
        self.title = title
        self.languages = languages
        self.findings = findings
        self.nonce = nonce ?? Self.randomNonce()
    }

    /// Every page of the site.
    ///
    /// - Complexity: O(n) in the size of the content.
    public func pages() -> [Page] {
        let helps = languages.map { language in
            language.book.map { HelpBookHTML(book: $0, language: language.code) }
        }
        var pages = [Page(fileName: "index.html", html: indexPage(helps: helps).render(nonce: nonce))]
        for (index, language) in languages.enumerated() {
            let direction = LayoutDirection(language: language.code).htmlDirection
            pages.append(
                Page(
                    fileName: Self.cardsFileName(language.code),
                    html: cardsPage(language, helps: helps, direction: direction).render(nonce: nonce)))
            guard let help = helps[index] else { continue }
            let strings = GuidebookStrings(language: language.code)
            var page = chrome(
                title: "\(strings.help) — \(title)", language: language.code, current: .help, helps: helps,
                switcher: { $0?.indexFileName })
            page.body = help.renderIndex(title: strings.help)
            pages.append(Page(fileName: help.indexFileName, html: page.render(nonce: nonce)))
            for article in help.articles {
                var page = chrome(
                    title: "\(article.item.title) — \(strings.help)", language: language.code, current: .help,
                    helps: helps,
                    switcher: { other in
                        other.map { $0.fileName(forArticle: article.item.id) ?? $0.indexFileName }
                    })
                page.body = help.renderArticle(article, findings: findings(at: article.item))
                pages.append(Page(fileName: article.fileName, html: page.render(nonce: nonce)))
            }
        }
        return pages
    }

    /// Writes every page into `folder` (created when missing) and returns the summary.
    /// Pages of an earlier preview that the content no longer has are removed.
    ///
    /// - Throws: The file system's error when the folder cannot be written.
    public func write(to folder: URL) throws -> Summary {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let pages = pages()
        let names = Set(pages.map(\.fileName))
        for old in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        where old.hasSuffix(".html") && !names.contains(old)
            && (old == "index.html" || old.hasPrefix("cards-") || old.hasPrefix("help-"))
        {
            try? manager.removeItem(at: folder.appendingPathComponent(old))
        }
        for page in pages {
            try Data(page.html.utf8).write(to: folder.appendingPathComponent(page.fileName), options: .atomic)
        }
        return summary(indexURL: folder.appendingPathComponent("index.html"), pageCount: pages.count)
    }

    /// The counts and warnings of the site, without writing it.
    public func summary(indexURL: URL, pageCount: Int) -> Summary {
        var warnings: [String] = []
        var sections = 0
        var articles = 0
        for language in languages {
            for card in language.cards {
                for warning in TutorialCardHTML(card: card).warnings {
                    warnings.append("\(language.code): \(card.key): \(warning)")
                }
            }
            if let book = language.book {
                sections += book.sections.count
                articles += book.allItems.count
            }
        }
        let keys = Set(languages.flatMap { $0.cards.map(\.key) })
        return Summary(
            indexURL: indexURL, cardCount: keys.count, languageCount: languages.count, sectionCount: sections,
            articleCount: articles, warnings: warnings, pageCount: pageCount)
    }

    /// The findings at `item`'s position (same file and line), for its page.
    private func findings(at item: HelpItem) -> [Diagnostic] {
        guard let location = item.location else { return [] }
        return findings.filter { $0.location?.file == location.file && $0.location?.line == location.line }
    }

    // MARK: Pages

    private enum Kind { case overview, cards, help }

    static func cardsFileName(_ language: String) -> String {
        let slug = HelpBookHTML.slug(language)
        return "cards-\(slug.isEmpty ? "book" : slug).html"
    }

    private func chrome(
        title pageTitle: String, language: String, current: Kind, helps: [HelpBookHTML?],
        switcher: (HelpBookHTML?) -> String?
    ) -> HTMLPage {
        let index = languages.firstIndex(where: { $0.code == language })
        let strings = GuidebookStrings(language: language)
        var navigation = [HTMLPage.Link(title: title, href: "index.html", isCurrent: current == .overview)]
        if index != nil {
            navigation.append(
                .init(title: strings.cards, href: Self.cardsFileName(language), isCurrent: current == .cards))
        }
        if let index, let help = helps[index] {
            navigation.append(.init(title: strings.help, href: help.indexFileName, isCurrent: current == .help))
        }
        var switchLinks: [HTMLPage.Link] = []
        for (position, other) in languages.enumerated() {
            guard let href = switcher(helps[position]) else { continue }
            switchLinks.append(
                .init(
                    title: Self.languageName(other.code), href: href, isCurrent: other.code == language,
                    language: other.code))
        }
        return HTMLPage(
            title: pageTitle, language: language, direction: LayoutDirection(language: language).htmlDirection,
            navigation: navigation, languages: switchLinks, body: "", languagesLabel: strings.languageSwitcher)
    }

    private func cardsPage(_ language: Language, helps: [HelpBookHTML?], direction: String) -> HTMLPage {
        var page = chrome(
            title: "\(GuidebookStrings(language: language.code).tutorialCards) (\(language.code)) — \(title)",
            language: language.code, current: .cards,
            helps: helps, switcher: { _ in nil })
        page.languages = languages.map {
            .init(
                title: Self.languageName($0.code), href: Self.cardsFileName($0.code),
                isCurrent: $0.code == language.code, language: $0.code)
        }
        var body = "<h1>\(HTMLEscaping.text(GuidebookStrings(language: language.code).tutorialCards))</h1>\n"
        body += "<p class=\"summary\" dir=\"ltr\" lang=\"en\">\(language.cards.count) cards in "
        body += "\(HTMLEscaping.text(Self.languageName(language.code))). Tap a screen to dismiss its card.</p>\n"
        body += "<div class=\"phones\">\n"
        for (position, card) in language.cards.enumerated() {
            var drawing = TutorialCardHTML(card: card, screenTitle: title)
            drawing.decision = language.decisions[card.key]
            drawing.findings = language.cardFindings[card.key] ?? []
            if case .asset(let name) = card.image?.source { drawing.assetImage = language.assetImages[name] }
            body += drawing.render(anchor: "card-\(position + 1)") + "\n"
        }
        body += "</div>"
        page.body = body
        page.extraStyle = TutorialCardHTML.dimmingStyle(for: language.cards)
        return page
    }

    private func indexPage(helps: [HelpBookHTML?]) -> HTMLPage {
        let development = languages.first?.code ?? "en"
        var page = chrome(
            title: "\(title) — Guidebook preview", language: development, current: .overview, helps: helps,
            switcher: { _ in nil })
        page.languages = []
        page.navigation = [.init(title: title, href: "index.html", isCurrent: true)]
        let summary = summary(indexURL: URL(fileURLWithPath: "index.html"), pageCount: 0)
        var body = "<h1>\(HTMLEscaping.text(title))</h1>\n"
        body += "<p class=\"summary\">\(summary.cardCount) cards × \(summary.languageCount) languages, "
        body += "\(summary.sectionCount) help sections, \(summary.articleCount) articles, "
        body += "\(summary.warnings.count + findings.count) warnings.</p>\n"
        body += "<h2 class=\"group-header\">Languages</h2><ul class=\"group\" id=\"languages\">"
        for (index, language) in languages.enumerated() {
            let name = HTMLEscaping.text(Self.languageName(language.code))
            let code = HTMLEscaping.attribute(language.code)
            body += "<li><a class=\"row\" href=\"\(HTMLEscaping.attribute(Self.cardsFileName(language.code)))\""
            body += " lang=\"\(code)\"><span class=\"label\"><span class=\"title\">\(name) — cards</span>"
            body += "<span class=\"subtitle\">\(language.cards.count) cards</span></span></a></li>"
            if let help = helps[index] {
                body += "<li><a class=\"row\" href=\"\(HTMLEscaping.attribute(help.indexFileName))\" lang=\"\(code)\">"
                body += "<span class=\"label\"><span class=\"title\">\(name) — help</span>"
                body += "<span class=\"subtitle\">\(help.book.sections.count) sections, "
                body += "\(help.articleCount) articles</span></span></a></li>"
            }
        }
        body += "</ul>\n"
        let warnings = findings.map(\.description) + summary.warnings
        if !warnings.isEmpty {
            body += "<h2 class=\"group-header\">Warnings</h2><ul class=\"group\" id=\"warnings\">"
            for warning in warnings {
                body += "<li class=\"row empty\"><span class=\"warning\">⚠ \(HTMLEscaping.text(warning))</span></li>"
            }
            body += "</ul>\n"
        }
        page.body = body
        return page
    }

    /// The language's name in English and in itself when Foundation knows it (`German (Deutsch)`).
    static func languageName(_ code: String) -> String {
        let english = Locale(identifier: "en").localizedString(forIdentifier: code)
        let native = Locale(identifier: code).localizedString(forIdentifier: code)
        switch (english, native) {
        case (let english?, let native?) where english != native: return "\(english) (\(native))"
        case (let english?, _): return english
        default: return code
        }
    }

    private static func randomNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<18).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString()
    }
}
