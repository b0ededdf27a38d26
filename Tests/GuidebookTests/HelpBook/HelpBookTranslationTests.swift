import Foundation
import Guidebook
import Testing

/// One article, one id in every language: translations take the development language's ids.
@Suite struct HelpBookTranslationTests {
    static let examples = HelpBookFileTests.examples

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("translation-\(UUID().uuidString)")
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(data.utf8).write(to: url)
        }
        return folder
    }
}

extension HelpBookTranslationTests {
    @Test(arguments: ["en", "de", "ar"])
    func oneDeepLinkOpensTheSameArticleInEveryLanguageOfTheExample(language: String) throws {
        let english = try HelpBook.load(from: Self.examples, preferredLanguages: ["en"])
        let book = try HelpBook.load(from: Self.examples, preferredLanguages: [language])
        #expect(book.language == language)
        let item = try #require(book.item(forLink: "guidebook://help/export-pdf"))
        #expect(book.path(of: item.id) == english.path(of: "export-pdf"))
        #expect(
            item.title == ["en": "Exporting a PDF", "de": "Als PDF exportieren", "ar": "التصدير بصيغة PDF"][language])
        // Every article: the same id at the same place as in English.
        #expect(book.allItems.map(\.item.id) == english.allItems.map(\.item.id))
        #expect(book.sections.map(\.id) == english.sections.map(\.id))
    }

    @Test(arguments: [("de", "PDF exportieren"), ("ar", "تصدير PDF"), ("en", "exprot pdf")])
    func searchResultsNameTheDevelopmentLanguagesIDs(language: String, query: String) throws {
        let book = try HelpBook.load(from: Self.examples, preferredLanguages: [language])
        #expect(HelpSearchIndex(book: book).search(query).first?.itemID == "export-pdf")
    }

    @Test func aLegacyTranslationTakesTheVersionRangesItCannotState() throws {
        let german = try HelpBook.load(from: Self.examples, preferredLanguages: ["de"])
        #expect(german.item(withID: "chord-symbols")?.minimumAppVersion == AppVersion("2.2"))
        let old = german.visible(forAppVersion: try #require(AppVersion("1.5")))
        #expect(old.item(withID: "classic-player")?.title == "Der klassische Player")
        #expect(old.item(withID: "chord-symbols") == nil)
    }

    @Test func theExampleTranslationsHaveTheShapeOfTheEnglishBook() throws {
        for language in ["de", "ar"] {
            let document = try HelpBookDocument.load(from: Self.examples, preferredLanguages: [language])
            #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
            #expect(document.validate().isEmpty, "\(document.validate())")
        }
    }

    @Test func relatedIdsAndArticleLinksFollowTheRenamedIds() throws {
        let folder = try Self.folder([
            "en.lproj/HelpBook.json": """
            {"format": "guidebook-help", "language": "en", "sections": [
              {"id": "basics", "title": "Basics", "items": [
                {"id": "export", "title": "Export", "body": "Share it."},
                {"id": "print", "title": "Print", "body": "See [export](#export).", "related": ["export"]}
              ]}
            ]}
            """,
            // The translator's file has no ids: they would be derived from the German titles.
            "de.lproj/HelpBook.json": """
            {"format": "guidebook-help", "language": "de", "sections": [
              {"title": "Grundlagen", "items": [
                {"title": "Exportieren", "body": "Teile es."},
                {"title": "Drucken", "body": "Siehe [Export](#grundlagen/exportieren).",
                 "related": ["grundlagen/exportieren"]}
              ]}
            ]}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try HelpBookDocument.load(from: folder, preferredLanguages: ["de"])
        let book = document.book
        #expect(book.sections.map(\.id) == ["basics"])
        #expect(book.item(withID: "print")?.title == "Drucken")
        #expect(book.item(withID: "print")?.related == ["export"])
        #expect(
            book.item(withID: "print")?.body.blocks == [
                .paragraph([.text("Siehe "), .link([.text("Export")], .article("export")), .text(".")])
            ])
        #expect(document.validate().isEmpty, "links still reach their articles: \(document.validate())")
    }

    @Test func aTranslationOfAnotherShapeKeepsItsIdsAndIsReportedWhereItDiffers() throws {
        let folder = try Self.folder([
            "en.lproj/HelpBook.json": """
            {"format": "guidebook-help", "language": "en", "sections": [
              {"id": "basics", "title": "Basics", "items": [
                {"id": "export", "title": "Export", "body": "Share it."},
                {"id": "print", "title": "Print", "body": "Print it."}
              ]}
            ]}
            """,
            "de.lproj/HelpBook.json": """
            {"format": "guidebook-help", "language": "de", "sections": [
              {"title": "Grundlagen", "items": [
                {"title": "Exportieren", "body": "Teile es."}
              ]}
            ]}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try HelpBookDocument.load(from: folder, preferredLanguages: ["de"])
        #expect(document.book.allItems.map(\.item.id) == ["grundlagen/exportieren"])
        let warning = try #require(document.diagnostics.first)
        #expect(warning.code == .translationShape)
        #expect(warning.severity == .warning)
        #expect(warning.location?.file.hasSuffix("de.lproj/HelpBook.json") == true)
        #expect(warning.location?.line == 2, "the section whose rows differ")
        #expect(
            warning.message
                == "The de help book has 1 row in section 1 \"Grundlagen\" where en has 2, so its articles keep ids "
                + "derived from their own titles and links to en's ids do not open in it.")
        #expect(warning.fix?.hasSuffix("en.lproj/HelpBook.json, in the same order.") == true)
    }

    @Test func helpLoadsInThePlatformsLanguagesByDefaultAsTutorialCopyDoes() throws {
        let platform = LanguageResolver.platformPreferredLanguages()
        #expect(
            try HelpBook.load(from: Self.examples)
                == HelpBook.load(from: Self.examples, preferredLanguages: platform))
    }
}
