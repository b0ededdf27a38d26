import Foundation
import Guidebook
import GuidebookRemote
import GuidebookTestSupport
import Testing

/// Prebuilt search indexes from publishing to the app: written beside each language's help
/// book and listed apart from the content files (an app older than them ignores the list),
/// downloaded and verified like any file, read by the content instead of built, and refused
/// with a diagnostic (search still answering) when stale.
@Suite struct SearchIndexPublishingTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Compositions")

    @Test func publishedContentSearchesFromItsIndexesWithTheBuiltIndexesResults() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("published")
        let manifest = try RemoteTestContent.publish(Self.example, to: out, searchIndexes: true)
        #expect(
            manifest.searchIndexes.map(\.path) == [
                "ar.lproj/HelpBook.searchindex", "de.lproj/HelpBook.searchindex", "en.lproj/HelpBook.searchindex",
            ])
        #expect(manifest.files.allSatisfy { $0.kind != .searchIndex })
        let read = try ContentManifest(data: Data(contentsOf: out.appendingPathComponent(ContentManifest.fileName)))
        #expect(read == manifest)

        let content = GuidebookContent(source: .folder(out))
        for language in ["en", "de", "ar"] {
            let document = try #require(content.helpBook(language: language))
            let search = content.helpSearch(for: document, language: language)
            #expect(search.indexFileProblem == nil, "\(language): \(String(describing: search.indexFileProblem))")
            let built = HelpSearchIndex(book: document.book, language: document.book.language ?? language)
            for query in ExampleSearchQueries.labeled.filter({ $0.language == language }).map(\.query) {
                #expect(search.search(query) == built.search(query), "\(language): \(query)")
            }
        }
    }

    /// The example published with indexes into `folder`/published, then its German book edited
    /// ("abspielen" → "wiedergeben") with its index left as it was: the published folder.
    static func publishWithStaleGermanIndex(in folder: TemporaryFolder) throws -> URL {
        let out = folder.url.appendingPathComponent("published")
        try RemoteTestContent.publish(Self.example, to: out, searchIndexes: true)
        let german = out.appendingPathComponent("de.lproj/HelpList.plist")
        let text = try String(contentsOf: german, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "abspielen", with: "wiedergeben").utf8).write(to: german)
        return out
    }

    @Test func aStaleIndexIsReportedAndSearchAnswersFromTheBook() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = try Self.publishWithStaleGermanIndex(in: folder)

        let content = GuidebookContent(source: .folder(out))
        let document = try #require(content.helpBook(language: "de"))
        let search = content.helpSearch(for: document, language: "de")
        let path = out.appendingPathComponent("de.lproj/HelpBook.searchindex").relativePath
        #expect(search.indexFileProblem == .otherBook(file: path))
        #expect(search.search("wiedergeben") == HelpSearchIndex(book: document.book).search("wiedergeben"))
        #expect(!search.search("wiedergeben").isEmpty)
    }

    /// The refusal as a developer reads it names the tool that writes this content's indexes:
    /// `guidebook index` for a folder shipped with the app, `guidebook publish` for a download.
    @Test func aStaleIndexsFixNamesTheToolThatWritesTheContentsIndexes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = try Self.publishWithStaleGermanIndex(in: folder)
        let path = out.appendingPathComponent("de.lproj/HelpBook.searchindex").relativePath
        func finding(_ source: ContentSource) throws -> String? {
            let content = GuidebookContent(source: source)
            let document = try #require(content.helpBook(language: "de"))
            return content.helpSearch(for: document, language: "de").indexFileFinding?.description
        }
        let problem =
            "\(path): byte 8: error: The search index was made from another help book (or another version of it). "
        #expect(
            try finding(.folder(out))
                == problem + "Run `guidebook index` on the content folder again (or build the app again with the "
                + "`guidebook-index` plugin) to rebuild the index from the help book.")
        #expect(
            try finding(.download(out))
                == problem + "Run `guidebook publish` again to rebuild the index from the help book.")
    }

    /// What the help menus call: the search over the book shown for the user's languages, read
    /// from that language's index (a stale German index is reported for a Swiss German user; an
    /// unknown language falls back to the English book and its index), and handed on by
    /// `replace(with:)` with its problem.
    @Test func theMenusSearchReadsTheIndexOfTheLanguageShown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = try Self.publishWithStaleGermanIndex(in: folder)
        let content = GuidebookContent(source: .folder(out))

        let swiss = try #require(content.helpSearch(preferredLanguages: ["de-CH", "en"]))
        let path = out.appendingPathComponent("de.lproj/HelpBook.searchindex").relativePath
        #expect(swiss.indexFileProblem == .otherBook(file: path))
        let edited = try #require(content.helpBook(language: "de"))
        #expect(swiss.search("wiedergeben") == HelpSearchIndex(book: edited.book).search("wiedergeben"))
        #expect(!swiss.search("wiedergeben").isEmpty)

        let french = try #require(content.helpSearch(preferredLanguages: ["fr"]))
        #expect(french.indexFileProblem == nil)
        let english = try #require(content.helpBook(language: "en"))
        #expect(french.search("exprot") == HelpSearchIndex(book: english.book).search("exprot"))
        #expect(french.search("exprot").first?.title == "Exporting a PDF")

        // A menu's search takes the new one whole: its index and its problem.
        let menu = HelpSearch(book: HelpBook(sections: []))
        menu.replace(with: swiss)
        #expect(menu.indexFileProblem == .otherBook(file: path))
        #expect(menu.search("wiedergeben") == swiss.search("wiedergeben"))
        menu.replace(with: english.book)
        #expect(menu.indexFileProblem == nil)
        #expect(menu.search("exprot").first?.title == "Exporting a PDF")
    }

    @Test func contentWithoutHelpHasNoSearch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(GuidebookContent(source: .folder(folder.url)).helpSearch(preferredLanguages: ["en"]) == nil)
    }

    @Test func contentWithoutIndexesBuildsThemWithoutAProblem() throws {
        let content = GuidebookContent(source: .folder(Self.example))
        let document = try #require(content.helpBook(language: "en"))
        let search = content.helpSearch(for: document, language: "en")
        #expect(search.indexFileProblem == nil)
        #expect(search.search("exprot").first?.title == "Exporting a PDF")
    }

    @Test func aSearchIndexListedAmongTheContentFilesIsRefused() {
        let json = """
            {"format": "guidebook-content", "formatVersion": 1, "contentVersion": "1", "files": [
              {"path": "en.lproj/HelpBook.searchindex", "kind": "search-index", "size": 1, "sha256": "\(String(repeating: "a", count: 64))"}
            ]}
            """
        #expect(throws: ContentManifestError.self) { try ContentManifest(data: Data(json.utf8)) }
    }

    @Test func theUpdaterDownloadsTheIndexesAndTheCachedSetSearchesFromThem() async throws {
        guard let setup = try RemoteNginxTests.Setup() else { return }
        try RemoteTestContent.publish(setup.content, to: setup.published, searchIndexes: true)
        let updater = try setup.updater()
        let event = await updater.check()
        guard case .updated(let update) = event else {
            Issue.record("expected an update, got \(event)")
            return
        }
        #expect(
            update.fetched == [
                "de.lproj/HelpBook.searchindex", "de.lproj/HelpList.plist", "en.lproj/HelpBook.searchindex",
                "en.lproj/HelpList.plist",
            ])
        let cached = GuidebookContent(source: .download(updater.contentSet.folder))
        let document = try #require(cached.helpBook(language: "de"))
        let search = cached.helpSearch(for: document, language: "de")
        #expect(search.indexFileProblem == nil)
        #expect(search.search("Tonart").first?.title == "Eine Melodie schreiben")
    }
}
