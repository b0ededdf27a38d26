import Foundation
import Guidebook
import Testing

/// The example app's content folder resolves through the folder source in every language it ships.
@Suite struct ExampleContentTests {
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Examples/Compositions")
    }()

    @Test(arguments: ["de", "de-AT", "ar", "ar-EG"])
    func everyEnglishKeyHasItsTranslation(language: String) throws {
        let folder = try LocalizedStringsFolder(url: Self.folder, preferredLanguages: [language])
        let english = folder.entries(inTable: "Tutorial", language: "en")
        #expect(!english.isEmpty)
        let expected = String(language.prefix(2))
        for entry in english {
            let hit = folder.localizedString(forKey: entry.key, table: "Tutorial")
            #expect(hit?.language == expected, "\(entry.key) resolves to \(hit?.language ?? "nothing") for \(language)")
            #expect(hit?.location?.file.hasSuffix("\(expected).lproj/Tutorial.strings") == true)
        }
    }

    @Test func anUnshippedLanguageFallsBackToEnglish() throws {
        let folder = try LocalizedStringsFolder(url: Self.folder, preferredLanguages: ["ja", "fr"])
        let hit = folder.localizedString(forKey: "Welcome Title", table: "Tutorial")
        #expect(hit?.language == "en")
        #expect(folder.availableLanguages.contains("ar"))
    }
}
