import Guidebook
import GuidebookTestSupport
import Testing

@Suite struct GuidebookStringsTests {
    /// Everything the table says in `language`, as a reader checks a translation: each word with
    /// the English beside it, then the tour controls a card of step 2 of 4 and its last step show.
    static func rendered(_ language: String) -> String {
        let strings = GuidebookStrings(language: language)
        let english = GuidebookStrings.english
        let words: [(String, KeyPath<GuidebookStrings, String>)] = [
            ("dismissHint", \.dismissHint), ("next", \.next), ("back", \.back), ("done", \.done),
            ("skipTour", \.skipTour), ("progressFormat", \.progressFormat),
            ("spokenProgressFormat", \.spokenProgressFormat), ("nextHint", \.nextHint), ("backHint", \.backHint),
            ("doneHint", \.doneHint), ("skipTourHint", \.skipTourHint), ("help", \.help), ("seeAlso", \.seeAlso),
            ("search", \.search), ("searchHelp", \.searchHelp), ("noResults", \.noResults), ("cards", \.cards),
            ("tutorialCards", \.tutorialCards), ("languageSwitcher", \.languageSwitcher),
            ("breadcrumb", \.breadcrumb),
        ]
        var text = "language: \(strings.language) (\(LayoutDirection(language: language)))\n"
        for (name, path) in words {
            text += "\(name): \(strings[keyPath: path])    [en: \(english[keyPath: path])]\n"
        }
        for number in [2, 4] {
            var card = TutorialCard(key: "Library", title: "", body: "", dismissHint: "", language: language)
            card.tourStep = TutorialCard.TourStep(tour: "basics", number: number, count: 4)
            card.tourTexts = strings.tourTexts
            let controls = TutorialCardModel(card: card).tourControls
            text += "step \(number) of 4: \(controls?.progress ?? "-") | \(controls?.progressAccessibilityLabel ?? "-")"
            text += " | \(controls?.nextTitle ?? "-") (\(controls?.nextAccessibilityHint ?? "-"))"
            if controls?.showsSkip == true { text += " | \(controls?.skipTitle ?? "-")" }
            text += "\n"
        }
        return text
    }

    @Test(arguments: GuidebookStrings.languages)
    func theWholeTableInEachLanguageMatchesItsGoldenFile(language: String) {
        #expect(Snapshot.mismatch(Self.rendered(language), named: "chrome-\(language).txt") == nil)
    }

    @Test func theTableHasTheLanguagesOfTheDismissHintEachTranslated() {
        #expect(GuidebookStrings.languages.count == 27)
        #expect(GuidebookStrings.languages.first == "en")
        for language in GuidebookStrings.languages where language != "en" {
            let strings = GuidebookStrings(language: language)
            #expect(strings.language == language)
            // A translation, not a copy of the English words (Dutch "Help" is Dutch too).
            let same = [strings.next, strings.skipTour, strings.noResults, strings.dismissHint].filter {
                [GuidebookStrings.english.next, "Skip tour", "No results", "Tap to continue"].contains($0)
            }
            #expect(same.isEmpty, "\(language): \(same)")
        }
    }

    @Test(arguments: [
        ("de-AT", "de"), ("pt-BR", "pt"), ("zh-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("zh-CN", "zh-Hans"),
        ("zh", "zh-Hans"), ("nn", "nb"), ("no", "nb"), ("iw", "he"), ("ar-EG", "ar"), ("en-GB", "en"),
        ("tlh", "en"), ("", "en"), ("POSIX", "en"),
    ])
    func aRegionalOrRelatedTagFindsItsLanguageAndAnUnknownOneEnglish(tag: String, expected: String) {
        #expect(GuidebookStrings(language: tag).language == expected)
    }

    @Test func onlyALanguageTheTableHasIsCalledATableLanguage() {
        #expect(GuidebookStrings.tableLanguage(for: "de-CH") == "de")
        #expect(GuidebookStrings.tableLanguage(for: "en-AU") == "en")
        #expect(GuidebookStrings.tableLanguage(for: "tlh") == nil)
        #expect(GuidebookStrings.tableLanguage(for: "sw") == nil)
    }

    @Test func helpScreensTakeTheBooksLanguage() {
        var book = HelpBook(sections: [])
        book.language = "ar"
        #expect(HelpScreenStrings(book: book) == GuidebookStrings(language: "ar").helpScreenStrings)
        #expect(HelpIndexScreen(book: book).title == "المساعدة")
        book.language = nil
        #expect(HelpIndexScreen(book: book).title == "Help")
    }
}
