import Foundation
import Testing

@testable import Guidebook
@testable import GuidebookRemote

/// Opening content reads the string tables the first card needs: a `.lproj` folder is read when
/// a lookup first needs its language, once whatever the threads; a broken table in another
/// language is still reported when it is first read, and still refuses a downloaded set whole.
@Suite struct LazyStringTableTests {
    /// English, German and French tutorial tables; `french` replaces the French one.
    static func files(french: String? = nil) -> [String: Data] {
        let text = [
            "en.lproj/Tutorial.strings": "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a note.\";\n",
            "de.lproj/Tutorial.strings":
                "\"Welcome Title\" = \"Willkommen\";\n\"Welcome\" = \"Tippe auf eine Note.\";\n",
            "fr.lproj/Tutorial.strings": french
                ?? "\"Welcome Title\" = \"Bienvenue\";\n\"Welcome\" = \"Touchez une note.\";\n",
        ]
        return text.mapValues { Data($0.utf8) }
    }

    /// Writes `files` under `folder`, making their `.lproj` folders.
    static func write(_ files: [String: Data], to folder: URL) throws {
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// A French table whose second entry lacks its semicolon.
    static let brokenFrench = "\"Welcome Title\" = \"Bienvenue\";\n\"Welcome\" = \"Touchez une note.\"\n"

    static let brokenFrenchFinding =
        "fr.lproj/Tutorial.strings:3:1: error: Missing ; after the value of \"Welcome\" (found the end of the file). "
        + "End every entry with ;."

    @Test func aCardInGermanReadsOnlyTheGermanAndEnglishTablesAndABrokenFrenchOneIsReportedWhenFirstRead() throws {
        let content = GuidebookContent(source: .memory(Self.files(french: Self.brokenFrench), name: "Lazy"))
        #expect(content.stringTables.foldersRead == 0)
        let card = try content.tutorialCopy(preferredLanguages: ["de"]).card(for: "Welcome")
        #expect(card.title == "Willkommen")
        #expect(card.body == "Tippe auf eine Note.")
        #expect(content.stringTables.foldersRead == 2, "German and the development language, English")
        #expect(content.diagnostics.isEmpty, "the French table was not read, so it has no findings yet")
        #expect(!content.hasErrors)

        let french = try content.tutorialCopy(preferredLanguages: ["fr"]).card(for: "Welcome")
        #expect(french.body == "Tap a note.", "the broken French table has nothing, so English answers")
        #expect(content.diagnostics.map(\.description) == [Self.brokenFrenchFinding])
        #expect(content.hasErrors)
        #expect(content.stringTables.foldersRead == 3)
    }

    @Test func listingAnotherLanguagesEntriesReadsItsTable() {
        let content = GuidebookContent(source: .memory(Self.files(), name: "Lazy"))
        let strings = content.strings(preferredLanguages: ["de"])
        #expect(strings.localizedString(forKey: "Welcome", table: "Tutorial")?.value == "Tippe auf eine Note.")
        #expect(
            strings.localizedString(forKey: "Welcome Title", table: "Tutorial", language: "fr")?.value == "Bienvenue")
        #expect(
            strings.entries(inTable: "Tutorial", language: "fr").map(\.value) == ["Bienvenue", "Touchez une note."])
        #expect(strings.availableLanguages == ["de", "en", "fr"])
    }

    @Test func validatingEverythingReadsEveryTableAndReportsTheBrokenOneOnce() {
        let content = GuidebookContent(source: .memory(Self.files(french: Self.brokenFrench), name: "Lazy"))
        #expect(!content.hasErrors)
        #expect(content.validateEverything().map(\.description) == [Self.brokenFrenchFinding])
        #expect(content.hasErrors)
        #expect(content.stringErrors.count == 1)
        #expect(content.validateEverything().map(\.description) == [Self.brokenFrenchFinding], "nothing twice")
    }

    @Test func manyFirstLookupsAtOnceReadEachFolderOnce() async {
        let content = GuidebookContent(source: .memory(Self.files(), name: "Lazy"))
        let bodies = await withTaskGroup(of: String?.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let language = ["de", "fr", "en"][index % 3]
                    return try? content.tutorialCopy(preferredLanguages: [language]).card(for: "Welcome").body
                }
            }
            var bodies: [String?] = []
            for await body in group { bodies.append(body) }
            return bodies
        }
        #expect(Set(bodies) == ["Tippe auf eine Note.", "Touchez une note.", "Tap a note."])
        #expect(content.stringTables.foldersRead == 3)
    }

    @Test func aDownloadedSetWithTheBrokenTableIsRefusedWholeAndTheStoreKeepsItsSet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.write(Self.files(french: Self.brokenFrench), to: folder.url)
        let requirements = ContentRequirements(
            helpLanguages: [], tutorialLanguages: ["en", "de"], developmentLanguage: "en")
        #expect(requirements.errors(inSetAt: folder.url).map(\.description) == [Self.brokenFrenchFinding])

        let good = GuidebookContent(source: .memory(Self.files(), name: "Good"))
        let store = ContentStore(good)
        #expect(throws: GuidebookContentError.self) {
            try store.replace(with: GuidebookContent(source: .download(folder.url)))
        }
        #expect(store.content.source.description == good.source.description)
    }

    @Test func aDownloadsTablesAreTheOnesItWasOpenedWithAfterTheCacheMovesAndRemovesItsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let staging = folder.url.appendingPathComponent("staging")
        try Self.write(Self.files(), to: staging)
        let content = GuidebookContent(source: .download(staging))
        #expect(content.stringTables.foldersRead == 0)
        let committed = folder.url.appendingPathComponent("set-1")
        try FileManager.default.moveItem(at: staging, to: committed)
        try FileManager.default.removeItem(at: committed)
        #expect(try content.tutorialCopy(preferredLanguages: ["fr"]).card(for: "Welcome").body == "Touchez une note.")
        #expect(content.validateEverything().isEmpty)
    }
}
