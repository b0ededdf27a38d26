import Foundation
import Guidebook
import Testing

/// A content folder in a temporary directory, removed when the test ends.
final class ContentFixture {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-l10n-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    static let tutorial: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Welcome Title" = "Welcome";
        "Welcome" = "Tap anywhere to continue.";
        "Export" = "Export your work as PDF.";
        """,
        "de.lproj/Tutorial.strings": """
        "Welcome Title" = "Willkommen";
        "Welcome" = "Tippe irgendwo, um fortzufahren.";
        """,
        "ar.lproj/Tutorial.strings": """
        "Welcome Title" = "أهلاً بك";
        "Welcome" = "اضغط في أي مكان للمتابعة.";
        """,
        "zh_TW.lproj/Tutorial.strings": "\"Welcome Title\" = \"歡迎\";\n",
        "Base.lproj/Tutorial.strings": "\"Export\" = \"Export (Base)\";\n",
        "en.lproj/HelpList.plist": "<plist><array/></plist>",
        "Cards.xcstrings": """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld cards left": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld card left"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld cards left"}}}}},
            "de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "needs_review", "value": "Noch %lld Karte"}},
              "other": {"stringUnit": {"state": "translated", "value": "Noch %lld Karten"}}}}}}},
          "Skip": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Überspringen"}}}}
        }}
        """,
    ]

    func folder(_ preferred: [String], fallback: LanguageResolver.Fallback = .perKey) throws
        -> LocalizedStringsFolder
    {
        try LocalizedStringsFolder(
            url: url, preferredLanguages: preferred, developmentLanguage: "en", fallback: fallback)
    }
}

@Suite struct LocalizedStringSourceTests {
    @Test(arguments: [
        (["de"], "Welcome Title", "Willkommen", "de"),
        (["de-AT", "en"], "Welcome", "Tippe irgendwo, um fortzufahren.", "de"),
        (["ar"], "Welcome Title", "أهلاً بك", "ar"),
        (["zh-Hant-TW"], "Welcome Title", "歡迎", "zh-TW"),
        (["zh-TW"], "Welcome", "Tap anywhere to continue.", "en"),
        (["de"], "Export", "Export (Base)", "Base"),
        (["fr"], "Welcome Title", "Welcome", "en"),
        (["de"], "Skip", "Überspringen", "de"),
        (["fr"], "Skip", "Skip", "en"),
    ])
    func folderResolvesLikeTheDocumentedRule(preferred: [String], key: String, value: String, language: String)
        throws
    {
        let fixture = try ContentFixture(ContentFixture.tutorial)
        let table = key == "Skip" ? "Cards" : "Tutorial"
        let hit = try fixture.folder(preferred).localizedString(forKey: key, table: table)
        #expect(hit?.value == value)
        #expect(hit?.language == language)
    }

    @Test func folderListsLanguagesTablesAndEntriesWithStates() throws {
        let fixture = try ContentFixture(ContentFixture.tutorial)
        let folder = try fixture.folder(["de"])
        #expect(folder.availableLanguages == ["Base", "ar", "de", "en", "zh-TW"])
        #expect(folder.tables == ["Cards", "Tutorial"])
        #expect(
            folder.entries(inTable: "Tutorial", language: "de").map(\.key).sorted() == ["Welcome", "Welcome Title"])
        let cards = folder.entries(inTable: "Cards", language: "de")
        #expect(cards.map(\.key) == ["%lld cards left", "Skip"])
        #expect(cards.first?.state == .needsReview)
        #expect(cards.first?.location?.line == 6)
        #expect(folder.entries(inTable: "Cards", language: "en").map(\.value) == ["%lld cards left", "Skip"])
        #expect(folder.catalog(forTable: "Cards")?.sourceLanguage == "en")
    }

    @Test func folderChoosesPluralFormsForACount() throws {
        let fixture = try ContentFixture(ContentFixture.tutorial)
        let folder = try fixture.folder(["de"])
        let one = folder.localizedString(forKey: "%lld cards left", table: "Cards", counts: [1], device: .iphone)
        let many = folder.localizedString(forKey: "%lld cards left", table: "Cards", counts: [4], device: .iphone)
        #expect(one?.value == "Noch %lld Karte")
        #expect(many?.value == "Noch %lld Karten")
        // Copy is never formatted: the specifier stays for the caller.
        #expect(folder.localizedString(forKey: "%lld cards left", table: "Cards")?.value == "Noch %lld Karten")
    }

    @Test func firstAvailableLanguageOnlyLeavesMissingKeysMissing() throws {
        let fixture = try ContentFixture(ContentFixture.tutorial)
        let folder = try fixture.folder(["de"], fallback: .firstAvailableLanguageOnly)
        #expect(folder.localizedString(forKey: "Welcome Title", table: "Tutorial")?.value == "Willkommen")
        #expect(folder.localizedString(forKey: "Export", table: "Tutorial") == nil)
    }

    @Test func resolvingWithAnotherResolverReusesTheTables() throws {
        let fixture = try ContentFixture(ContentFixture.tutorial)
        let german = try fixture.folder(["de"])
        let arabic = german.resolving(with: LanguageResolver(preferredLanguages: ["ar"], developmentLanguage: "en"))
        #expect(arabic.localizedString(forKey: "Welcome Title", table: "Tutorial")?.language == "ar")
        #expect(arabic.preferredLanguages == ["ar"])
    }

    @Test func aMissingFolderIsATypedError() {
        let url = URL(fileURLWithPath: "/nonexistent/guidebook-content")
        #expect(throws: LocalizationError.notAFolder(path: url.path)) {
            try LocalizedStringsFolder(url: url, preferredLanguages: ["en"])
        }
    }

    @Test func aBrokenCatalogInTheFolderIsReportedWithItsPosition() throws {
        let fixture = try ContentFixture([
            "en.lproj/Tutorial.strings": "\"A\" = \"a\";\n",
            "Tutorial.xcstrings": "{\"sourceLanguage\": \"en\",\n \"strings\": {\"A\": {\"comment\": [1]}}}",
        ])
        #expect {
            try fixture.folder(["en"])
        } throws: { error in
            guard case .catalog(let catalogError)? = error as? LocalizationError else { return false }
            return catalogError.location.line == 2 && catalogError.location.file.hasSuffix("Tutorial.xcstrings")
        }
    }

    @Test func aBrokenStringsFileIsATypedError() throws {
        let fixture = try ContentFixture(["de.lproj/Tutorial.strings": "\"A\" = \"unterminated;\n"])
        #expect {
            try fixture.folder(["de"])
        } throws: { error in
            guard let error = error as? LocalizationError, case .strings = error else { return false }
            return error.diagnostic.description.contains("Tutorial.strings")
        }
    }

    @Test func compiledBinaryAndXMLStringsTablesResolveLikeTextOnes() throws {
        let fixture = try ContentFixture(["en.lproj/Tutorial.strings": "\"Welcome\" = \"Hello\";\n"])
        for (language, format) in [("de", PropertyListSerialization.PropertyListFormat.binary), ("fr", .xml)] {
            let table = ["Welcome": "Welcome in \(language)", "Welcome Title": "Title in \(language)"]
            let data = try PropertyListSerialization.data(fromPropertyList: table, format: format, options: 0)
            let folder = fixture.url.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent("Tutorial.strings"))
        }
        for language in ["de", "fr"] {
            let hit = try fixture.folder([language]).localizedString(forKey: "Welcome", table: "Tutorial")
            #expect(hit?.value == "Welcome in \(language)")
            #expect(hit?.language == language)
        }
    }

    @Test func inMemorySourceResolvesLikeTheFolder() {
        let source = InMemoryStringSource(
            [
                "en": ["Tutorial": ["Welcome": "Hello", "Only English": "English"]],
                "pt_BR": ["Tutorial": ["Welcome": "Olá"]],
                "Base": ["Tutorial": ["Only Base": "Base"]],
            ],
            preferredLanguages: ["pt-BR"])
        #expect(source.localizedString(forKey: "Welcome", table: "Tutorial")?.value == "Olá")
        #expect(source.localizedString(forKey: "Welcome", table: "Tutorial")?.language == "pt-BR")
        #expect(source.localizedString(forKey: "Only English", table: "Tutorial")?.language == "en")
        #expect(source.localizedString(forKey: "Only Base", table: "Tutorial")?.language == "Base")
        #expect(source.localizedString(forKey: "Welcome", table: "Other") == nil)
        #expect(source.availableLanguages == ["Base", "en", "pt-BR"])
        #expect(source.entries(inTable: "Tutorial", language: "en").map(\.key) == ["Only English", "Welcome"])
    }

    @Test func bundleSourceUsesOurResolutionNotBundles() throws {
        let fixture = try ContentFixture(ContentFixture.tutorial)
        let bundle = try #require(Bundle(url: fixture.url))
        let source = try BundleStringSource(bundle: bundle, preferredLanguages: ["de-CH"], developmentLanguage: "en")
        #expect(source.localizedString(forKey: "Welcome Title", table: "Tutorial")?.value == "Willkommen")
        #expect(source.localizedString(forKey: "Export", table: "Tutorial")?.value == "Export (Base)")
        let arabic = try BundleStringSource(bundle: bundle, preferredLanguages: ["ar-EG"], developmentLanguage: "en")
        #expect(arabic.localizedString(forKey: "Welcome", table: "Tutorial")?.value == "اضغط في أي مكان للمتابعة.")
        #expect(arabic.tables == ["Cards", "Tutorial"])
    }

    /// `Bundle.developmentLocalization` traps on Linux for a bundle without an `Info.plist`, as the
    /// test runner's `Bundle.main` is; the source reads the region from the `Info.plist` instead.
    @Test func aBundleWithoutAnInfoPlistIsReadInEnglishWithoutTrapping() throws {
        let source = try BundleStringSource(bundle: .main, preferredLanguages: ["de"])
        #expect(source.resolver.developmentLanguage.identifier == "en")
        let fixture = try ContentFixture(
            ContentFixture.tutorial.merging(
                [
                    "Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>
                    """
                ],
                uniquingKeysWith: { first, _ in first }))
        let bundle = try #require(Bundle(url: fixture.url))
        #expect(
            try BundleStringSource(bundle: bundle, preferredLanguages: ["fr"]).resolver.developmentLanguage.identifier
                == "de")
    }

    @Test func aLookupInOneLanguageDoesNotFallBack() {
        let source = InMemoryStringSource(
            [
                "en": ["Tutorial": ["Welcome": "Hello", "Welcome Title": "Hi"]],
                "de": ["Tutorial": ["Welcome": "Hallo"]],
            ],
            preferredLanguages: ["de"])
        #expect(source.localizedString(forKey: "Welcome Title", table: "Tutorial")?.language == "en")
        #expect(source.localizedString(forKey: "Welcome Title", table: "Tutorial", language: "de") == nil)
        let german = source.localizedString(forKey: "Welcome", table: "Tutorial", language: "de")
        #expect(german?.value == "Hallo" && german?.language == "de")
        #expect(source.localizedString(forKey: "Welcome Title", table: "Tutorial", language: "en")?.value == "Hi")
    }

    /// A resolved string shares its parts with its copies (one box), yet behaves as a value:
    /// changing a copy leaves the source's answer as it was, and two strings with the same parts
    /// are equal and hash alike whether or not they share the box.
    @Test func aResolvedStringIsAValueThoughItsCopiesShareTheirParts() throws {
        let source = InMemoryStringSource(["de": ["Tutorial": ["Welcome": "Hallo"]]], preferredLanguages: ["de"])
        let first = try #require(source.localizedString(forKey: "Welcome", table: "Tutorial"))
        var changed = first
        changed.value = "Servus"
        changed.location = SourceLocation(file: "de.lproj/Tutorial.strings", line: 3, column: 1)
        #expect(source.localizedString(forKey: "Welcome", table: "Tutorial") == first)
        #expect(first.value == "Hallo" && first.language == "de" && first.location == nil)
        #expect(changed.value == "Servus" && changed.language == "de" && changed.location?.line == 3)
        #expect(changed != first)
        let rebuilt = LocalizedString(value: "Hallo", language: "de")
        #expect(rebuilt == first && rebuilt.hashValue == first.hashValue)
        var relabelled = rebuilt
        relabelled.language = "de-AT"
        #expect(relabelled != rebuilt && Set([first, rebuilt, relabelled]).count == 2)
    }
}
