import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// Opening content costs what the first card needs: help books are parsed when first asked
/// for, once whatever the threads, and a broken one is still reported, and still refuses a
/// downloaded set whole.
@Suite struct LazyHelpBookTests {
    /// A German help book whose property list is cut off after its first article.
    static let brokenGermanHelp = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
        \t<dict>
        \t\t<key>Title</key>
        \t\t<string>Erste Schritte</string>
        \t\t<key>Eine Melodie schreiben</key>
        \t\t<string>Tippe auf Neu.

        """

    /// English and German tutorial tables and help books; `germanHelp` replaces the German book.
    static func files(germanHelp: String? = nil) -> [String: Data] {
        let text = [
            "en.lproj/Tutorial.strings": "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a note.\";\n",
            "de.lproj/Tutorial.strings":
                "\"Welcome Title\" = \"Willkommen\";\n\"Welcome\" = \"Tippe auf eine Note.\";\n",
            "en.lproj/HelpList.plist": RemoteTestContent.helpList(
                title: "Getting Started", rows: [("Writing a tune", "Tap New."), ("Exporting", "Tap Share.")]),
            "de.lproj/HelpList.plist": germanHelp
                ?? RemoteTestContent.helpList(
                    title: "Erste Schritte",
                    rows: [("Eine Melodie schreiben", "Tippe auf Neu."), ("Exportieren", "Tippe auf Teilen.")]),
        ]
        return text.mapValues { Data($0.utf8) }
    }

    static let brokenGermanFinding =
        "de.lproj/HelpList.plist:8:3: error: <string> is not closed before the end of the file. "
        + "Close it, or restore the truncated end of the file."

    @Test func cardsShowAtOnceAndABrokenHelpBookIsReportedWhenItIsFirstAskedFor() throws {
        let content = GuidebookContent(source: .memory(Self.files(germanHelp: Self.brokenGermanHelp), name: "Lazy"))
        #expect(content.parsedHelpBookCount == 0)
        #expect(content.diagnostics.isEmpty, "no help book was parsed, so none has findings yet")
        let card = try content.tutorialCopy(preferredLanguages: ["de"]).card(for: "Welcome")
        #expect(card.body == "Tippe auf eine Note.")
        #expect(content.helpLanguages == ["de", "en"])
        #expect(content.parsedHelpBookCount == 0)

        #expect(throws: HelpBookError.self) { try content.loadHelpBook(preferredLanguages: ["de"]) }
        #expect(content.diagnostics.map(\.description) == [Self.brokenGermanFinding])
        #expect(content.hasErrors)
        #expect(content.helpBook(preferredLanguages: ["en"])?.book.sections.first?.title == "Getting Started")
        #expect(content.parsedHelpBookCount == 2)
        #expect(content.diagnostics.map(\.description) == [Self.brokenGermanFinding], "the English book is fine")
    }

    @Test func validatingEverythingFindsTheBrokenBookBeforeAnyoneAsksForIt() {
        let content = GuidebookContent(source: .memory(Self.files(germanHelp: Self.brokenGermanHelp), name: "Lazy"))
        #expect(!content.hasErrors)
        #expect(content.validateEverything().map(\.description) == [Self.brokenGermanFinding])
        #expect(content.hasErrors)
        #expect(content.parsedHelpBookCount == 2)
        #expect(content.validateEverything().map(\.description) == [Self.brokenGermanFinding], "nothing twice")
    }

    @Test func aTranslationParsedOnItsOwnTakesTheDevelopmentLanguagesIDs() async throws {
        let content = GuidebookContent(source: .memory(Self.files(), name: "Lazy"))
        let german = try await content.prepareHelpBook(preferredLanguages: ["de"])
        #expect(content.parsedHelpBookCount == 2, "the English book is parsed for its ids")
        let english = try await content.prepareHelpBook(preferredLanguages: ["en"])
        #expect(german.book.allItems.map(\.item.id) == english.book.allItems.map(\.item.id))
        #expect(german.book.allItems.map(\.item.title) == ["Eine Melodie schreiben", "Exportieren"])
        #expect(content.parsedHelpBookCount == 2)
    }

    @Test func manyFirstAsksAtOnceParseEachBookOnce() async {
        let content = GuidebookContent(source: .memory(Self.files(), name: "Lazy"))
        let titles = await withTaskGroup(of: String?.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let language = index.isMultiple(of: 2) ? "de" : "en"
                    return content.helpBook(preferredLanguages: [language])?.book.sections.first?.title
                }
            }
            var titles: [String?] = []
            for await title in group { titles.append(title) }
            return titles
        }
        #expect(titles.filter { $0 == "Erste Schritte" }.count == 32)
        #expect(titles.filter { $0 == "Getting Started" }.count == 32)
        #expect(content.helpFiles.values.map(\.parseCount) == [1, 1])
    }

    @Test func aDownloadedSetWithTheBrokenBookIsRefusedWholeAndTheStoreKeepsItsSet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (path, data) in Self.files(germanHelp: Self.brokenGermanHelp) {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let requirements = ContentRequirements(
            helpLanguages: ["en"], tutorialLanguages: ["en", "de"], developmentLanguage: "en")
        #expect(
            requirements.errors(inSetAt: folder.url).map(\.description) == [
                Self.brokenGermanFinding
            ])

        let good = GuidebookContent(source: .memory(Self.files(), name: "Good"))
        let store = ContentStore(good)
        #expect(throws: GuidebookContentError.self) {
            try store.replace(with: GuidebookContent(source: .download(folder.url)))
        }
        #expect(store.content.source.description == good.source.description)
    }

    @Test func aDownloadsBooksAreTheOnesItWasOpenedWithAfterTheCacheMovesAndRemovesItsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let staging = folder.url.appendingPathComponent("staging")
        try RemoteTestContent.write(to: staging, english: "Tap New.", german: "Tippe auf Neu.")
        let content = GuidebookContent(source: .download(staging))
        #expect(content.parsedHelpBookCount == 0)
        // As the cache commits a set: the staged folder is renamed, and later removed.
        let committed = folder.url.appendingPathComponent("set-1")
        try FileManager.default.moveItem(at: staging, to: committed)
        try FileManager.default.removeItem(at: committed)
        #expect(content.validateEverything().isEmpty)
        #expect(
            content.helpBook(preferredLanguages: ["de"]).map { RemoteTestContent.firstText($0.book) }
                == "Tippe auf Neu.")
    }
}
