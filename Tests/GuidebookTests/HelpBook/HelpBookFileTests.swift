import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Reading help books from files: the examples, binary plists, JSON, languages, bad files.
@Suite struct HelpBookFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("Examples/Compositions")

    /// Every `<key>` in an XML file, in the order the text has them.
    static func keysInFileOrder(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.components(separatedBy: "<key>").dropFirst().compactMap {
            $0.components(separatedBy: "</key>").first
        }
    }
}

extension HelpBookFileTests {
    @Test(arguments: ["de", "ar"])
    func legacyRowsComeOutInTheOrderOfTheFileText(language: String) throws {
        let url = Self.examples.appendingPathComponent("\(language).lproj/HelpList.plist")
        let book = try HelpBook(contentsOf: url)
        let keys = try Self.keysInFileOrder(url).filter { $0 != "Title" }
        #expect(book.allItems.map(\.item.title) == keys)
        #expect(book.numberOfSections == 5)
        #expect(book.allItems.count >= 15)
        #expect(book.validate().isEmpty)
        // Foundation reads the same rows, but its dictionaries do not keep their order.
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [[String: Any]])
        let sectionTitles = foundation.compactMap { $0["Title"] as? String }
        #expect(sectionTitles == book.sections.map(\.title))
        for (section, chapter) in zip(book.sections, foundation) {
            #expect(Set(section.items.map(\.title)) == Set(chapter.keys.filter { $0 != "Title" }))
        }
    }

    @Test func legacyRowsComeOutInFileOrderFromABinaryPropertyList() throws {
        let xml = Self.examples.appendingPathComponent("de.lproj/HelpList.plist")
        let tree = try PropertyListReader.read(contentsOf: xml)
        let binary = BinaryPropertyListWriter().data(for: tree)
        // The test writer's output is a real binary plist: Foundation reads it to the same content.
        #expect((try PropertyListSerialization.propertyList(from: binary, format: nil) as? [Any])?.count == 5)
        let fromBinary = try HelpBook(data: binary, file: "HelpList.plist")
        let fromXML = try HelpBook(contentsOf: xml)
        #expect(fromBinary == fromXML)
        #expect(fromBinary.allItems.map(\.item.title) == (try Self.keysInFileOrder(xml).filter { $0 != "Title" }))
        // Reversing every dictionary in the binary file reverses the rows: order is the file's, not sorted.
        let reversed = BinaryPropertyListWriter().data(for: Self.reversingDictionaries(tree))
        let backwards = try HelpBook(data: reversed)
        #expect(backwards.sections[0].items.map(\.title) == fromXML.sections[0].items.map(\.title).reversed())
        #expect(backwards.item(withID: "noten-schreiben/notationswerkzeuge/pausen")?.title == "Pausen")
    }

    static func reversingDictionaries(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .array(let values): return .array(values.map(reversingDictionaries))
        case .dictionary(let dictionary):
            return .dictionary(
                PropertyListDictionary(
                    dictionary.reversed().map { .init(key: $0.key, value: reversingDictionaries($0.value)) }))
        default: return value
        }
    }

    @Test func theV2ExampleLoadsCleanAndShowsEveryFeature() throws {
        let document = try HelpBookDocument(contentsOf: Self.examples.appendingPathComponent("en.lproj/HelpBook.json"))
        #expect(document.format == .v2)
        #expect(document.validate().isEmpty, "\(document.validate())")
        let book = document.book
        #expect(book.language == "en")
        #expect(book.item(withID: "ties")?.keywords.contains("slur") == true)
        #expect(
            book.breadcrumbs(for: try #require(book.path(of: "ties"))) == [
                "Writing Music", "Notation Tools", "Ties and Slurs",
            ])
        #expect(book.item(forLink: "guidebook://help/export-midi")?.related == ["export-pdf"])
        let old = book.visible(forAppVersion: try #require(AppVersion("1.5")))
        #expect(old.item(withID: "classic-player") != nil)
        #expect(old.item(withID: "chord-symbols") == nil)
        #expect(book.visible(forAppVersion: try #require(AppVersion("2.2"))).item(withID: "classic-player") == nil)
    }

    @Test func v2RoundTripsThroughJSONAndXMLText() throws {
        let book = try HelpBook(contentsOf: Self.examples.appendingPathComponent("en.lproj/HelpBook.json"))
        let encoder = HelpBookV2Encoder()
        let json = encoder.json(for: book)
        let xml = encoder.xmlPropertyList(for: book)
        #expect(try HelpBook(data: Data(json.utf8), file: "HelpBook.json") == book)
        #expect(try HelpBook(data: Data(xml.utf8), file: "HelpBook.plist") == book)
        // Foundation agrees the XML is a property list.
        #expect((try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)) is [String: Any])
        // Writing again gives the same text.
        #expect(encoder.json(for: try HelpBook(data: Data(json.utf8))) == json)
    }

    @Test(arguments: ["de", "ar"])
    func legacyMigratesToV2TextKeepingOrderTitlesAndBodies(language: String) throws {
        let url = Self.examples.appendingPathComponent("\(language).lproj/HelpList.plist")
        let legacy = try HelpBook(contentsOf: url)
        for text in [HelpBookV2Encoder().xmlPropertyList(for: legacy), HelpBookV2Encoder().json(for: legacy)] {
            let migrated = try HelpBookDocument(data: Data(text.utf8))
            #expect(migrated.format == .v2)
            #expect(migrated.book == legacy)
            #expect(migrated.book.allItems.map(\.item.body.plainText) == legacy.allItems.map(\.item.body.plainText))
        }
    }

    @Test(arguments: [
        (["de-AT", "en"], "de", "Erste Schritte"), (["ar-EG"], "ar", "البداية"), (["fr-FR"], "en", "Getting Started"),
        (["en-GB"], "en", "Getting Started"), ([], "en", "Getting Started"), (["pt_BR", "de"], "de", "Erste Schritte"),
    ])
    func helpIsPickedByTheLanguageRules(preferred: [String], language: String, firstHeader: String) throws {
        let book = try HelpBook.load(from: Self.examples, preferredLanguages: preferred)
        #expect(book.language == language)
        #expect(book.titleForHeader(inSection: 0) == firstHeader)
    }

    @Test func availableLanguagesListTheLprojFoldersWithHelp() {
        #expect(HelpBook.availableLanguages(in: Self.examples) == ["ar", "de", "en"])
    }

    @Test func aTopLevelHelpListServesWhenNoLanguageFolderHasOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("helpbook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: HelpBookError.self) { try HelpBook.load(from: folder, preferredLanguages: ["en"]) }
        try FileManager.default.copyItem(
            at: Self.examples.appendingPathComponent("de.lproj/HelpList.plist"),
            to: folder.appendingPathComponent("HelpList.plist"))
        let book = try HelpBook.load(from: folder, preferredLanguages: ["en"])
        #expect(book.language == nil)
        #expect(book.titleForHeader(inSection: 0) == "Erste Schritte")
        #expect(HelpBook.availableLanguages(in: folder) == [])
    }

    @Test func aSectionWithoutTitleInAFileIsReportedAtItsLine() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
            \t<dict>
            \t\t<key>Title</key>
            \t\t<string>Fine</string>
            \t</dict>
            \t<dict>
            \t\t<key>Undo</key>
            \t\t<string>Shake.</string>
            \t</dict>
            </array>
            </plist>
            """
        #expect {
            try HelpBook(data: Data(text.utf8), file: "HelpList.plist")
        } throws: { error in
            guard case .sectionWithoutTitle(index: 1, similarKey: nil, let at) = error as? HelpBookError else {
                return false
            }
            return at.file == "HelpList.plist" && at.line == 8
        }
    }

    @Test(arguments: [
        ("<plist><array><dict><key>Title</key><string>x</dict></array></plist>", "HelpList.plist"),
        ("{\"format\": \"guidebook-help\", \"sections\": [", "HelpBook.json"),
        ("", "HelpList.plist"),
        ("bplist00\u{0}\u{1}", "HelpList.plist"),
    ])
    func malformedFilesAreTypedErrorsNamingTheFile(text: String, file: String) {
        #expect {
            try HelpBook(data: Data(text.utf8), file: file)
        } throws: { error in
            // A reader error, kept whole: its diagnostic names the file and position.
            guard let error = error as? HelpBookError, let underlying = error.underlyingError,
                let location = error.location
            else { return false }
            return location.file == file && error.diagnostic == underlying.diagnostic
                && error.diagnostic.description.hasPrefix(file)
        }
    }

    @Test func aDeeplyNestedFileIsATypedErrorNotACrash() {
        let depth = 10_000
        let text =
            "<plist><array><dict><key>Title</key><string>Deep</string><key>Top</key>"
            + String(repeating: "<dict><key>k</key>", count: depth) + "<string>x</string>"
            + String(repeating: "</dict>", count: depth) + "</dict></array></plist>"
        #expect(throws: HelpBookError.self) { try HelpBook(data: Data(text.utf8), file: "Deep.plist") }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect {
            try HelpBook(contentsOf: URL(fileURLWithPath: "/nonexistent/HelpList.plist"))
        } throws: { error in
            if case .fileRead(let read) = error as? HelpBookError {
                return read == FileReadError(path: "/nonexistent/HelpList.plist", problem: .missing)
            }
            return false
        }
    }
}

/// Every root-array property list in the shared corpus loads as a help book or is rejected
/// with a message that names the file and says why.
@Suite struct HelpBookCorpusTests {
    /// What each corpus file must do: `nil` loads, otherwise the start of the expected error.
    static let expectations: [String: String] = [
        "plist/mdznr__iOS-Passcode/FAQs.plist": "Section 1 has no \"Title\" key",
        "plist/quicksilver__Quicksilver/DefaultsMap.plist":
            "Section 1 has no \"Title\" key, so it has no header. Did you mean \"Title\" instead of \"title\"?",
        "plist/simple-login__Simple-Login-iOS/Faq.plist": "Section 1 has no \"Title\" key",
    ]

    /// The corpus, or `nil` with a notice (an issue when `GUIDEBOOK_REQUIRE_CORPUS=1`).
    static func corpusRoot() -> URL? {
        if let root = ParserTestCorpus.root { return root }
        if ParserTestCorpus.isRequired {
            Issue.record("The shared corpus is required (GUIDEBOOK_REQUIRE_CORPUS=1) but was not found.")
        } else {
            print("NOTICE: shared corpus not found (set GUIDEBOOK_CORPUS); help book corpus tests are skipped.")
        }
        return nil
    }

    static var rootArrayFiles: [String] {
        ParserTestCorpus.files(withExtensions: ["plist"]).filter { path in
            guard let root = ParserTestCorpus.root,
                let data = try? Data(contentsOf: root.appendingPathComponent(path)),
                let value = try? PropertyListReader.read(data, file: path)
            else { return path == "<missing corpus>" }
            return value.arrayValue != nil
        }
    }

    @Test(arguments: rootArrayFiles)
    func rootArrayPropertyListsLoadOrAreRejectedClearly(path: String) throws {
        guard let root = ParserTestCorpus.root else {
            Issue.record("The shared corpus is required (GUIDEBOOK_REQUIRE_CORPUS=1) but was not found.")
            return
        }
        let url = root.appendingPathComponent(path)
        let expected = try #require(Self.expectations[path], "No expectation recorded for \(path)")
        #expect {
            try HelpBook(contentsOf: url)
        } throws: { error in
            // The finding as the command line prints it: the file's position, then the sentence.
            guard let text = (error as? HelpBookError)?.diagnostic.description else { return false }
            return text.hasPrefix(url.path + ":") && text.contains(": error: " + expected)
                && text.contains("Add <key>Title</key>")
        }
    }

    @Test func everyExpectationNamesAFileThatExists() throws {
        guard let root = Self.corpusRoot() else { return }
        for path in Self.expectations.keys {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
        #expect(Set(Self.rootArrayFiles) == Set(Self.expectations.keys))
    }

    @Test func rootDictionaryPropertyListsAreRejectedAsTheWrongRoot() throws {
        guard let root = Self.corpusRoot() else { return }
        let url = root.appendingPathComponent("plist/videolan__vlc-ios/Root.plist")
        #expect {
            try HelpBook(contentsOf: url)
        } throws: { error in
            if case .wrongRootType(found: "dict", _) = error as? HelpBookError { return true }
            return false
        }
    }
}

extension HelpBookFileTests {
    @Test func v2JSONProblemsAreReportedAtTheirLine() throws {
        let text = """
            {
              "format": "guidebook-help",
              "version": 2,
              "sections": [
                {
                  "title": "Basics",
                  "items": [
                    { "title": "Undo", "body": "Shake.", "colour": "red" },
                    { "title": "Redo", "keywords": "not an array" }
                  ]
                }
              ]
            }
            """
        #expect {
            try HelpBook(data: Data(text.utf8), file: "HelpBook.json")
        } throws: { error in
            guard case .wrongFieldType("keywords", _, found: "string", let at) = error as? HelpBookError else {
                return false
            }
            return at.file == "HelpBook.json" && at.line == 9
        }
        let fixed = text.replacingOccurrences(of: "\"keywords\": \"not an array\"", with: "\"keywords\": [\"again\"]")
        let document = try HelpBookDocument(data: Data(fixed.utf8), file: "HelpBook.json")
        #expect(
            document.diagnostics.map(\.description) == [
                "HelpBook.json:8:46: warning: The item has an unknown key \"colour\", which is ignored. Known keys: id, "
                    + "title, subtitle, body, keywords, related, minimumAppVersion, maximumAppVersion, children."
            ])
    }

    @Test func aJSONSyntaxErrorNamesItsLine() {
        #expect {
            try HelpBook(
                data: Data("{\n  \"format\": \"guidebook-help\",\n  \"sections\": [,]\n}".utf8), file: "b.json")
        } throws: { error in
            guard case .json(let underlying) = error as? HelpBookError else { return false }
            return underlying.location.line == 3
        }
    }
}
