import Foundation
import Testing

@testable import Guidebook

/// `prepare()` resolves every key of every table once, so a lookup without counts is a probe;
/// what the probe answers must be what walking the language chain answers, for real folders
/// (the corpus's `.strings` and String Catalogs) and for `.stringsdict` entries, in every
/// language order an app may have.
@Suite struct LocalizedContentPreparedTests {
    static let languageLists: [[String]] = [
        ["en"], ["de-CH"], ["pt-BR", "fr"], ["zh-Hant-TW"], ["ja", "en"], ["ar", "de"], ["xx"], [],
    ]

    /// Every key of every table, and two that are in none, looked up in `content` prepared and
    /// walked (a changed resolver drops what `prepare()` computed); returns how many keys agreed.
    func compare(_ prepared: LocalizedContent, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        var walked = prepared
        walked.resolver = prepared.resolver
        var compared = 0
        for table in prepared.tables {
            var keys = Set(["not a key", ""])
            for language in prepared.availableLanguages {
                keys.formUnion(prepared.entries(inTable: table, language: language).map(\.key))
            }
            for key in keys.sorted() {
                let probe = prepared.localizedString(forKey: key, table: table)
                let walk = walked.localizedString(forKey: key, table: table)
                #expect(probe == walk, "\(table) \(key)", sourceLocation: sourceLocation)
                compared += 1
            }
        }
        return compared
    }

    @Test func theCorpusResolvesTheSamePreparedAndWalked() throws {
        var compared = 0
        for kind in ["strings", "xcstrings"] {
            guard let root = TestCorpus.folder(kind, for: "prepared lookups") else { return }
            let projects = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            for project in projects {
                for languages in Self.languageLists {
                    let resolver = LanguageResolver(preferredLanguages: languages, developmentLanguage: "en")
                    guard
                        let content = try? LocalizedContent.load(
                            .folder(root.appendingPathComponent(project)), resolver: resolver, limits: .default)
                    else { continue }
                    compared += compare(content)
                }
            }
        }
        #expect(compared > 10_000, "the corpus has tens of thousands of keys across its language orders")
    }

    @Test func stringsdictEntriesAndPerKeyFallbackResolveTheSamePreparedAndWalked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "en.lproj/Tutorial.strings": "\"Welcome\" = \"Hello\";\n\"Export\" = \"Export\";\n\"Only en\" = \"en\";\n",
            "de.lproj/Tutorial.strings": "\"Welcome\" = \"Hallo\";\n",
            "de.lproj/Tutorial.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Export</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>Eine Datei</string><key>other</key><string>%d Dateien</string></dict>
            </dict></dict></plist>
            """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for languages in Self.languageLists {
            let resolver = LanguageResolver(preferredLanguages: languages, developmentLanguage: "en")
            let content = try LocalizedContent.load(.folder(folder), resolver: resolver, limits: .default)
            #expect(compare(content) == 5)
        }
        let german = try LocalizedContent.load(
            .folder(folder), resolver: LanguageResolver(preferredLanguages: ["de"], developmentLanguage: "en"),
            limits: .default)
        #expect(german.localizedString(forKey: "Welcome", table: "Tutorial")?.value == "Hallo")
        #expect(german.localizedString(forKey: "Only en", table: "Tutorial")?.language == "en", "falls back per key")
        #expect(german.localizedString(forKey: "Export", table: "Tutorial", counts: [1])?.value == "Eine Datei")
    }
}
