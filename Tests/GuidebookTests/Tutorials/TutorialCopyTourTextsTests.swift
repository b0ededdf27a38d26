import Foundation
import Guidebook
import GuidebookRemote
import Testing

@Suite struct TutorialCopyTourTextsTests {
    static let germanTable = [
        "Library": "Hier sind deine Stücke.", "Library Title": "Bibliothek", "Tour Next": "Weiter",
        "Tour Done": "Fertig",
        "Tour Skip": "Tour überspringen", "Tour Progress": "%1$d von %2$d",
        "Tour Progress Spoken": "Schritt %1$d von %2$d",
        "Tour Next Hint": "Zeigt den nächsten Schritt.", "Tour Done Hint": "Beendet die Tour.",
        "Tour Skip Hint": "Beendet die Tour ohne die übrigen Schritte.", "Tour Back": "Vorheriger",
        "Tour Back Hint": "Geht einen Schritt zurück.",
    ]

    @Test func everyTourKeyTheTableHasInTheCardsLanguageIsUsed() throws {
        let source = InMemoryStringSource(["de": ["Tutorial": Self.germanTable]], preferredLanguages: ["de"])
        let texts = try TutorialCopy(source: source).card(for: "Library").tourTexts
        // Back's words differ from the built-in German ones ("Zurück"), so the table's are seen to win.
        var expected = TutorialCard.TourTexts(
            next: "Weiter", done: "Fertig", skipTour: "Tour überspringen", progressFormat: "%1$d von %2$d",
            spokenProgressFormat: "Schritt %1$d von %2$d", nextHint: "Zeigt den nächsten Schritt.",
            doneHint: "Beendet die Tour.", skipTourHint: "Beendet die Tour ohne die übrigen Schritte.")
        expected.back = "Vorheriger"
        expected.backHint = "Geht einen Schritt zurück."
        #expect(texts == expected)
    }

    @Test func aKeyMissingInTheCardsLanguageIsTheBuiltInWordInThatLanguageNotAnotherLanguagesTable() throws {
        // The card is German; the French table's words must not leak in, nor the English table's.
        let source = InMemoryStringSource(
            [
                "fr": ["Tutorial": ["Tour Next": "Suivant"]],
                "de": ["Tutorial": ["Library": "Hier sind deine Stücke.", "Tour Skip": "Tour überspringen"]],
                "en": ["Tutorial": ["Library": "Your pieces.", "Tour Next": "Continue"]],
            ], preferredLanguages: ["fr", "de"])
        let card = try TutorialCopy(source: source).card(for: "Library")
        #expect(card.language == "de")
        #expect(card.tourTexts.skipTour == "Tour überspringen")
        #expect(card.tourTexts.next == "Weiter")
        #expect(card.tourTexts.progressFormat == "%1$d von %2$d")
        #expect(card.tourTexts.back == "Zurück")
    }

    @Test func aLanguageGuidebookHasNoWordsForTakesTheEnglishOnes() throws {
        let source = InMemoryStringSource(
            ["sw": ["Tutorial": ["Library": "Vipande vyako.", "Tour Skip": "Ruka ziara"]]], preferredLanguages: ["sw"])
        let card = try TutorialCopy(source: source).card(for: "Library")
        var expected = TutorialCard.TourTexts.english
        expected.skipTour = "Ruka ziara"
        #expect(card.tourTexts == expected)
        #expect(card.dismissHint == "Tap to continue")
    }

    @Test func withoutAnyTourKeysTheTextsAreTheBuiltInEnglish() throws {
        let card = try TutorialCopy(source: MemorySource.tutorial()).card(for: "Library")
        #expect(card.tourTexts == .english)
    }

    @Test(arguments: ["%3$d von %2$d", "%y von %d", "%1$d von %2$d von %3$d"])
    func aProgressFormatThatCannotTakeTwoNumbersIsNotUsed(format: String) throws {
        var table = Self.germanTable
        table["Tour Progress"] = format
        let source = InMemoryStringSource(["de": ["Tutorial": table]], preferredLanguages: ["de"])
        let texts = try TutorialCopy(source: source).card(for: "Library").tourTexts
        #expect(texts.progressFormat == "%1$d von %2$d", "the built-in German format, not the table's")
        #expect(texts.next == "Weiter")
    }

    @Test func theTourKeysAreNoTutorials() {
        let source = InMemoryStringSource(["de": ["Tutorial": Self.germanTable]], preferredLanguages: ["de"])
        #expect(TutorialCopy(source: source).tutorialKeys == ["Library"])
        for key in TutorialCard.TourTexts.keys {
            #expect(TutorialCopy.tutorialKey(forEntry: key) == nil)
            #expect(TutorialCopy.isControlKey(key))
        }
        #expect(!TutorialCopy.isControlKey("Library"))
    }

    @Test func aTranslationWithoutTheTourKeysIsNotIncomplete() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func write(_ language: String, _ text: String) throws {
            let lproj = folder.url.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Tutorial.strings"))
        }
        try write("en", "\"Library\" = \"Your pieces.\";\n\"Tour Next\" = \"Continue\";\n\"Tour Skip\" = \"Skip\";\n")
        try write("de", "\"Library\" = \"Deine Stücke.\";\n")
        let requirements = ContentRequirements(helpLanguages: [], tutorialLanguages: ["de"], developmentLanguage: "en")
        #expect(requirements.errors(inSetAt: folder.url).isEmpty)
        try write("de", "\"Tour Next\" = \"Weiter\";\n")
        #expect(requirements.errors(inSetAt: folder.url).map(\.code) == [.remoteIncompleteLanguage])
    }
}
