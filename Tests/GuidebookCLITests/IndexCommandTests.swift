import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import GuidebookTestSupport
import Testing

@testable import GuidebookCLI

/// `guidebook index` on a copy of the example content: the index files an app bundles.
@Suite struct IndexCommandTests {
    /// What a run printed, with the copy's path written as `Compositions`.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        /// Both streams, as a golden file holds them.
        var text: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
    }

    /// A copy of `Examples/Compositions` in a temporary folder.
    static func exampleCopy() throws -> URL {
        let folder = try ToolsTestSupport.temporaryFolder("guidebook-index")
        let copy = folder.appendingPathComponent("Compositions")
        try FileManager.default.copyItem(
            at: ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions"), to: copy)
        return copy
    }

    /// Runs `guidebook index` in this process on `content`.
    static func index(_ content: URL, _ options: [String] = []) async -> Run {
        let output = Locked("")
        let errors = Locked("")
        let context = CommandContext(
            write: { text in output.withLock { $0 += text } }, writeError: { text in errors.withLock { $0 += text } },
            environment: [:])
        let status = await GuidebookCLI.run(["index", content.path] + options, context: context)
        let shown = { (text: String) in text.replacingOccurrences(of: content.path, with: "Compositions") }
        return Run(
            status: status, output: shown(output.withLock { $0 }), errors: shown(errors.withLock { $0 }))
    }

    /// The index files under `content`, relative to it, sorted.
    static func indexFiles(in content: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(HelpSearchIndex.fileName) }.sorted()
    }

    @Test func oneIndexIsWrittenBesideEachHelpBookAndASecondRunRewritesNothing() async throws {
        let content = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let first = await Self.index(content)
        let second = await Self.index(content)
        #expect(
            Snapshot.mismatch(first.text + "\n" + second.text, named: "index-write-twice.txt") == nil)
        #expect(
            Self.indexFiles(in: content) == [
                "ar.lproj/HelpBook.searchindex", "de.lproj/HelpBook.searchindex", "en.lproj/HelpBook.searchindex",
            ])
    }

    @Test func theAppOpensTheWrittenIndexesAtOnceWithoutBuildingOne() async throws {
        let content = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        #expect(await Self.index(content).status == 0)

        let app = GuidebookContent(source: .folder(content))
        for (language, query) in [("en", "export pdf"), ("de", "PDF exportieren"), ("ar", "تصدير PDF")] {
            let search = try #require(app.helpSearch(preferredLanguages: [language]))
            #expect(search.isReady, "the \(language) search waits for a build")
            #expect(search.indexFileProblem == nil, "\(search.indexFileProblem?.diagnostic.description ?? "")")
            let book = try #require(app.helpBook(language: language)).book
            let built = HelpSearchIndex(book: book, language: language).search(query).map(\.title)
            #expect(!built.isEmpty)
            #expect(search.search(query).map(\.title) == built)
        }
    }

    @Test func checkPassesOnFreshIndexesAndNamesAnEditedBookAndAMissingIndex() async throws {
        let content = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        #expect(await Self.index(content).status == 0)
        let fresh = await Self.index(content, ["--check"])

        let english = content.appendingPathComponent("en.lproj/HelpBook.json")
        let text = try String(contentsOf: english, encoding: .utf8)
        try text.replacingOccurrences(of: "Creating a Piece", with: "Starting a Piece")
            .write(to: english, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: content.appendingPathComponent("ar.lproj/HelpBook.searchindex"))
        let stale = await Self.index(content, ["--check"])

        #expect(Snapshot.mismatch(fresh.text + "\n" + stale.text, named: "index-check.txt") == nil)
        #expect(fresh.status == 0)
        #expect(stale.status == 1)
        #expect(Self.indexFiles(in: content) == ["de.lproj/HelpBook.searchindex", "en.lproj/HelpBook.searchindex"])
    }

    /// The German help book removed after indexing: its index is left behind, which no app
    /// reads. `--check` fails on it; writing removes it and says so.
    @Test func anIndexLeftWhereItsBookWasRemovedFailsTheCheckAndIsRemovedWhenWriting() async throws {
        let content = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        #expect(await Self.index(content).status == 0)
        try FileManager.default.removeItem(at: content.appendingPathComponent("de.lproj/HelpList.plist"))

        let check = await Self.index(content, ["--check"])
        #expect(Self.indexFiles(in: content).contains("de.lproj/HelpBook.searchindex"), "--check writes nothing")
        let write = await Self.index(content)
        let again = await Self.index(content, ["--check"])

        #expect(
            Snapshot.mismatch(check.text + "\n" + write.text + "\n" + again.text, named: "index-leftover.txt") == nil)
        #expect([check.status, write.status, again.status] == [1, 0, 0])
        #expect(Self.indexFiles(in: content) == ["ar.lproj/HelpBook.searchindex", "en.lproj/HelpBook.searchindex"])
        #expect(
            FileManager.default.fileExists(atPath: content.appendingPathComponent("de.lproj/Tutorial.strings").path))
    }

    @Test func aBookThatCannotBeReadIsReportedAtItsPositionAndNoIndexIsWritten() async throws {
        let content = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let german = content.appendingPathComponent("de.lproj/HelpList.plist")
        let text = try String(contentsOf: german, encoding: .utf8)
        try text.replacingOccurrences(of: "<key>Title</key>", with: "<key>Title</kye>")
            .write(to: german, atomically: true, encoding: .utf8)

        let run = await Self.index(content)
        #expect(Snapshot.mismatch(run.text, named: "index-broken-book.txt") == nil)
        #expect(run.status == 1)
        #expect(Self.indexFiles(in: content).isEmpty)
    }

    @Test func theSeedsTopLevelHelpListIsIndexedWhereTheAppLooksForIt() async throws {
        let content = try ToolsTestSupport.temporaryFolder("guidebook-index").appendingPathComponent("Seed")
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions/de.lproj/HelpList.plist"),
            to: content.appendingPathComponent("HelpList.plist"))

        let run = await Self.index(content)
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.indexFiles(in: content) == ["en.lproj/HelpBook.searchindex"])
        let search = try #require(GuidebookContent(source: .folder(content)).helpSearch(preferredLanguages: ["de"]))
        #expect(search.isReady)
        #expect(search.indexFileProblem == nil)
        #expect(search.search("exportieren").first?.title == "Als PDF exportieren")
        #expect(await Self.index(content, ["--check"]).status == 0)
    }

    @Test func aFolderWithoutAHelpBookIsAnErrorThatSaysWhatToAdd() async throws {
        let content = try ToolsTestSupport.temporaryFolder("guidebook-index").appendingPathComponent("Compositions")
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"Welcome\" = \"Hello\";\n".utf8).write(
            to: content.appendingPathComponent("en.lproj/Tutorial.strings"))

        let run = await Self.index(content)
        #expect(Snapshot.mismatch(run.text, named: "index-no-help-book.txt") == nil)
        #expect(run.status == 1)
        #expect(Self.indexFiles(in: content).isEmpty)
    }
}

/// What `guidebook index --check` finds, one line per finding with its code, as the diagnostics
/// catalog wants every code shown: an index removed, one of a book edited after indexing, one
/// left without its book.
@Suite struct IndexDiagnosticsTests {
    @Test func everyIndexCheckFindingSaysWhichFileAndHowToFixIt() async throws {
        let content = try IndexCommandTests.exampleCopy()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        #expect(await IndexCommandTests.index(content).status == 0)
        try FileManager.default.removeItem(at: content.appendingPathComponent("de.lproj/HelpBook.searchindex"))
        let english = content.appendingPathComponent("en.lproj/HelpBook.json")
        let text = try String(contentsOf: english, encoding: .utf8)
        try text.replacingOccurrences(of: "Creating a Piece", with: "New Pieces")
            .write(to: english, atomically: true, encoding: .utf8)

        // An index left in a folder whose book is gone (French, once translated).
        let french = content.appendingPathComponent("fr.lproj/HelpBook.searchindex")
        try FileManager.default.createDirectory(
            at: french.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: content.appendingPathComponent("ar.lproj/HelpBook.searchindex"), to: french)

        let opened = GuidebookContent(source: .folder(content))
        let files = IndexCommand.indexFiles(of: opened, contentPath: content.path)
        let findings =
            IndexCommand.staleFindings(files, of: opened, contentPath: content.path)
            + IndexCommand.leftoverFindings(
                IndexCommand.leftoverIndexFiles(besides: files, contentPath: content.path), contentPath: content.path)
        let lines = findings.map { finding in
            "\(finding.code?.rawValue ?? "(no code)") \(finding.severity.rawValue) "
                + "\(finding.location.map { "\($0)" } ?? "-") \(finding.message) / \(finding.fix ?? "(no fix)")\n"
        }.joined().replacingOccurrences(of: content.path, with: "Compositions")
        #expect(
            Snapshot.mismatch(
                "# de index removed, en book edited, an fr index without its book\n" + lines,
                named: "diagnostics-index.txt") == nil)
    }
}
