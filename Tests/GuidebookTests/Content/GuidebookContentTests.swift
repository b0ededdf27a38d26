import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// The one content model: languages, tutorial copy, help books and diagnostics, from every kind of source.
@Suite struct GuidebookContentTests {
    static let examples = repositoryRoot.appendingPathComponent("Examples/Compositions")

    /// Every file of a folder, by relative path: the folder as a memory source.
    static func files(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: url)
            }
        }
        return files
    }

    static func strings(_ text: String) -> Data { Data(text.utf8) }

    static let helpList = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array><dict><key>Title</key><string>Basics</string>
        <key>Tempo</key><string>Drag the slider.</string></dict></array></plist>
        """.utf8)

    @Test func theExampleFolderHasItsLanguagesWithTheDevelopmentLanguageFirst() {
        let content = GuidebookContent(source: .folder(Self.examples))
        #expect(content.languages == ["en", "ar", "de"])
        #expect(content.developmentLanguage == "en")
        content.validateEverything()
        #expect(!content.hasErrors, "\(content.errors)")
        #expect(content.helpLanguages == ["ar", "de", "en"])
        #expect(content.tutorialKeys() == ["Welcome", "Library", "Editor", "Export", "Palette", "Tempo", "Tags"])
        #expect(content.languages(ofTable: "Tutorial") == ["en", "ar", "de"])
        #expect(content.source.kind == .folder)
    }

    @Test(arguments: [ContentSource.Kind.folder, .download, .memory, .bundle])
    func everyKindOfSourceLoadsTheSameContent(kind: ContentSource.Kind) throws {
        let source: ContentSource
        switch kind {
        case .folder: source = .folder(Self.examples)
        case .download: source = .download(Self.examples)
        case .memory: source = .memory(try Self.files(of: Self.examples), name: "Compositions")
        case .bundle: source = .bundle(try #require(Bundle(url: Self.examples)))
        }
        let content = GuidebookContent(source: source)
        let reference = GuidebookContent(source: .folder(Self.examples))
        #expect(content.source.kind == kind)
        content.validateEverything()
        #expect(!content.hasErrors, "\(content.errors)")
        #expect(content.languages == reference.languages)
        #expect(content.tutorialKeys() == reference.tutorialKeys())
        for language in reference.languages {
            #expect(content.cards(language: language).cards == reference.cards(language: language).cards)
            #expect(content.helpBook(language: language)?.book == reference.helpBook(language: language)?.book)
        }
        #expect(content.helpBook(language: nil)?.book == reference.helpBook(language: nil)?.book)
    }

    @Test func positionsNameTheFolderAsItWasGivenOrTheMemoryPath() throws {
        let broken = ["de.lproj/Tutorial.strings": Self.strings("\"Welcome\" = \"Hallo\"\n")]
        let memory = GuidebookContent(source: .memory(broken))
        memory.validateEverything()  // a table is read when a lookup first needs it
        #expect(memory.errors.first?.location?.file == "de.lproj/Tutorial.strings")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try broken["de.lproj/Tutorial.strings"]?.write(
            to: folder.url.appendingPathComponent("de.lproj/Tutorial.strings"))
        let onDisk = GuidebookContent(source: .folder(folder.url))
        onDisk.validateEverything()
        #expect(onDisk.errors.first?.location?.file == folder.url.path + "/de.lproj/Tutorial.strings")
        #expect(onDisk.errors.first?.location?.line == 2)
    }

    @Test func aBrokenFileInOneLanguageDoesNotStopTheOthers() throws {
        let content = GuidebookContent(
            source: .memory([
                "en.lproj/Tutorial.strings": Self.strings("\"Welcome Title\" = \"Hi\";\n\"Welcome\" = \"Hello.\";\n"),
                "de.lproj/Tutorial.strings": Self.strings("\"Welcome Title\" = \"Hallo\";\n\"Welcome\" = \"Servus\n"),
                "fr.lproj/Tutorial.strings": Self.strings(
                    "\"Welcome Title\" = \"Salut\";\n\"Welcome\" = \"Bonjour.\";\n"),
                "en.lproj/HelpList.plist": Self.helpList,
                "fr.lproj/HelpList.plist": Self.strings("<plist><array><dict><key>Title</key>"),
            ]))
        content.validateEverything()  // the French help book's error too, as a tool reports it
        #expect(content.hasErrors)
        let files = content.errors.compactMap(\.location?.file)
        #expect(files == ["de.lproj/Tutorial.strings", "fr.lproj/HelpList.plist"])
        #expect(content.errors.allSatisfy { $0.location?.line ?? 0 >= 1 }, "positions of the problems")
        // The other languages load; the German cards fall back to English as an app's would.
        #expect(content.languages == ["en", "de", "fr"])
        #expect(content.cards(language: "fr").cards.map(\.title) == ["Salut"])
        #expect(content.cards(language: "de").cards.map(\.language) == ["en"])
        #expect(content.helpBook(language: "en")?.book.sections.map(\.title) == ["Basics"])
        #expect(content.helpBook(language: "fr") == nil)
        #expect(throws: HelpBookError.self) { try content.loadHelpBook(preferredLanguages: ["fr"]) }
    }

    @Test func aMissingFolderIsOneErrorAndEmptyContent() {
        let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "/nonexistent/guidebook-content")))
        #expect(content.errors.map(\.code) == [.contentNotAFolder])
        #expect(content.languages.isEmpty)
        #expect(content.tutorialKeys().isEmpty)
        #expect(content.helpBook(preferredLanguages: ["en"]) == nil)
    }

    @Test func memoryPathsIgnoreALeadingDotOrSlash() {
        let content = GuidebookContent(
            source: .memory([
                "./en.lproj/Tutorial.strings": Self.strings("\"Welcome\" = \"Hello.\";"),
                "/de.lproj//Tutorial.strings": Self.strings("\"Welcome\" = \"Hallo.\";"),
            ]))
        #expect(content.languages == ["en", "de"])
        #expect(content.cards(language: "de").cards.map(\.body) == ["Hallo."])
    }

    @Test func repeatedKeysAndCatalogStatesAreWarningsWithPositions() throws {
        let catalog = """
            {
              "sourceLanguage" : "fr",
              "strings" : {
                "Welcome" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } },
                    "it" : { "stringUnit" : { "state" : "needs_review", "value" : "Ciao" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let content = GuidebookContent(
            source: .memory([
                "Tutorial.xcstrings": Self.strings(catalog),
                "de.lproj/Tutorial.strings": Self.strings("\"Welcome\" = \"Hallo\";\n\"Welcome\" = \"Servus\";\n"),
            ]))
        #expect(!content.hasErrors)
        #expect(content.developmentLanguage == "fr", "the catalog's source language")
        #expect(content.languages == ["fr", "de", "it"])
        let warnings = content.validateEverything().map {
            "\($0.code?.rawValue ?? ""):\($0.location?.file ?? ""):\($0.location?.line ?? 0)"
        }
        // In reading order: names sorted, so the catalog comes before the folders.
        #expect(warnings == ["catalog-state:Tutorial.xcstrings:7", "duplicate-key:de.lproj/Tutorial.strings:2"])
        #expect(content.entries(language: "it").map(\.state) == [.needsReview])
        #expect(content.file(ofTable: "Tutorial", language: "de") == "de.lproj/Tutorial.strings")
        #expect(content.file(ofTable: "Tutorial", language: "it") == "Tutorial.xcstrings")
        #expect(content.cards(language: "de").cards.map(\.body) == ["Servus"], "the second value wins")
    }

    @Test func theDevelopmentLanguageCanBeGivenAndIsTriedLast() {
        let content = GuidebookContent(
            source: .memory([
                "de.lproj/Tutorial.strings": Self.strings("\"Welcome\" = \"Hallo.\";\n\"Export\" = \"Teilen.\";"),
                "en.lproj/Tutorial.strings": Self.strings("\"Welcome\" = \"Hello.\";"),
            ]),
            developmentLanguage: "de")
        #expect(content.languages == ["de", "en"])
        #expect(content.tutorialKeys() == ["Welcome", "Export"])
        #expect(content.cards(language: "en").cards.map(\.language) == ["en", "de"])
    }

    @Test func aKeyTheEngineWouldSkipHasNoCardButADiagnostic() {
        let content = GuidebookContent(
            source: .memory([
                "en.lproj/Tutorial.strings": Self.strings(
                    "\"Welcome Title\" = \"Hi\";\n\"Welcome\" = \"Hello.\";\n\"Orphan Title\" = \"Alone\";\n")
            ]))
        let (cards, skipped) = content.cards(language: "en")
        #expect(cards.map(\.key) == ["Welcome"])
        #expect(skipped.map(\.code) == [.missingCopy])
        #expect(content.tutorialKeys() == ["Welcome", "Orphan"])
    }

    @Test(arguments: [["de"], ["de-CH", "en"], ["fr"], ["ar", "de"], ["en"], []])
    func theHelpBookAnAppShowsIsTheOneHelpBookLoadReads(preferred: [String]) throws {
        let content = GuidebookContent(source: .folder(Self.examples))
        let book = try HelpBook.load(from: Self.examples, preferredLanguages: preferred)
        #expect(content.helpBook(preferredLanguages: preferred)?.book == book)
    }

    @Test func anLprojHelpFileWinsOverTheTopLevelOneWhichServesOtherwise() throws {
        let content = GuidebookContent(
            source: .memory(["de.lproj/HelpList.plist": Self.helpList, "HelpList.plist": Self.helpList]),
            developmentLanguage: "en")
        #expect(try content.loadHelpBook(preferredLanguages: ["de"]).book.language == "de")
        #expect(try content.loadHelpBook(preferredLanguages: ["fr"]).book.language == nil)
        #expect(content.helpBook(language: "it")?.file == "HelpList.plist")
        let none = GuidebookContent(source: .memory(["en.lproj/Tutorial.strings": Self.strings("")]))
        #expect(throws: HelpBookError.noHelpFile(folder: "memory", lookedFor: HelpBook.helpFileNames)) {
            try none.loadHelpBook(preferredLanguages: ["en"])
        }
    }

    @Test func theRulesFileIsKeptForTheRulesParserJSONFirst() {
        let json = Self.strings("{\"tours\": []}")
        let both = GuidebookContent(
            source: .memory(["Tutorials.json": json, "Tutorials.plist": Self.strings("<plist/>")]))
        #expect(both.rulesFile == ContentFile(relativePath: "Tutorials.json", path: "Tutorials.json", data: json))
        #expect(
            GuidebookContent(source: .memory(["Tutorials.plist": json])).rulesFile?.relativePath == "Tutorials.plist")
        #expect(GuidebookContent(source: .memory([:])).rulesFile == nil)
    }

    @Test func theStringSourcesThrowTheFirstErrorTheContentReports() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, text) in [("de", "\"a\" = \"b\"\n"), ("en", "\"a\" = ;")] {
            let lproj = folder.url.appendingPathComponent("\(name).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Self.strings(text).write(to: lproj.appendingPathComponent("Tutorial.strings"))
        }
        let content = GuidebookContent(source: .folder(folder.url))
        content.validateEverything()
        #expect(content.errors.count == 2)
        do {
            _ = try LocalizedStringsFolder(url: folder.url, preferredLanguages: ["en"])
            Issue.record("a broken table must throw")
        } catch {
            #expect(error == content.stringErrors.first)
            guard case .strings(let strings) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(strings.location == content.errors.first?.location)
        }
    }
}
