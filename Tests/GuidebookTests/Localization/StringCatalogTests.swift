import Foundation
import Guidebook
import Testing

@Suite struct StringCatalogTests {
    static let sample = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Welcome" : {
              "comment" : "First card",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Bienvenue" } }
              }
            },
            "Untranslated key" : { },
            "%lld cards" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "No cards" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld card" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cards" } } } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "zero" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "one" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "two" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "few" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "many" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "other" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "new", "value" : "%lld карточка" } },
                  "few" : { "stringUnit" : { "state" : "new", "value" : "%lld карточки" } },
                  "many" : { "stringUnit" : { "state" : "new", "value" : "%lld карточек" } },
                  "other" : { "stringUnit" : { "state" : "new", "value" : "%lld карточки" } } } } }
              }
            },
            "Tap %@" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap %@ on your iPad" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click %@" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %@" } } } } }
              }
            },
            "followers %lld %@" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@followers@ und %#@posts@" },
                  "substitutions" : {
                    "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Follower" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Follower:innen" } } } } },
                    "posts" : { "argNum" : 2, "formatSpecifier" : "d", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Beitrag" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Beiträge" } } } } }
                  }
                }
              }
            },
            "Brand" : { "shouldTranslate" : false, "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Marke" } } } }
          },
          "version" : "1.0"
        }
        """

    func catalog() throws -> StringCatalog {
        try StringCatalog(data: Data(Self.sample.utf8), file: "Tutorial.xcstrings")
    }

    @Test func keysKeepFileOrderAndRecordTheirPositions() throws {
        let catalog = try catalog()
        #expect(catalog.sourceLanguage == "en")
        #expect(
            catalog.entries.map(\.key) == [
                "Welcome", "Untranslated key", "%lld cards", "Tap %@", "followers %lld %@", "Brand",
            ])
        #expect(
            catalog.entry(forKey: "Welcome")?.location == SourceLocation(file: "Tutorial.xcstrings", line: 4, column: 5)
        )
        #expect(catalog.entry(forKey: "Welcome")?.comment == "First card")
        #expect(catalog.entry(forKey: "Welcome")?.localizations["fr"]?.stringUnit?.state == .needsReview)
        let unit = catalog.entry(forKey: "Welcome")?.localizations["de"]?.stringUnit
        #expect(unit?.location == SourceLocation(file: "Tutorial.xcstrings", line: 7, column: 33))
    }

    @Test func plainValuesResolveAndTheSourceLanguageFallsBackToTheKey() throws {
        let catalog = try catalog()
        #expect(catalog.string(forKey: "Welcome", language: "de") == "Willkommen")
        #expect(catalog.string(forKey: "Welcome", language: "en") == "Welcome")
        #expect(catalog.string(forKey: "Welcome", language: "ja") == nil)
        #expect(catalog.string(forKey: "Untranslated key", language: "en") == "Untranslated key")
        let resolver = LanguageResolver(preferredLanguages: ["ja", "de-CH"], developmentLanguage: "en")
        #expect(catalog.localizedString(forKey: "Welcome", resolver: resolver)?.value == "Willkommen")
        #expect(catalog.localizedString(forKey: "Untranslated key", resolver: resolver)?.language == "en")
    }

    @Test(arguments: [
        ("en", 0, "No cards"), ("en", 1, "%lld card"), ("en", 2, "%lld cards"),
        ("ar", 0, "zero"), ("ar", 1, "one"), ("ar", 2, "two"), ("ar", 5, "few"), ("ar", 11, "many"),
        ("ar", 100, "other"),
        ("ru", 1, "%lld карточка"), ("ru", 3, "%lld карточки"), ("ru", 5, "%lld карточек"), ("ru", 21, "%lld карточка"),
        ("ru", 0, "%lld карточек"),
    ])
    func pluralVariationsFollowTheLanguagesRules(language: String, count: Int, expected: String) throws {
        #expect(try catalog().string(forKey: "%lld cards", language: language, counts: [count]) == expected)
    }

    @Test func withoutACountThePluralOtherFormIsUsed() throws {
        #expect(try catalog().string(forKey: "%lld cards", language: "en") == "%lld cards")
    }

    @Test(arguments: [
        (StringCatalog.Device.ipad, "Tap %@ on your iPad"), (.mac, "Click %@"), (.iphone, "Tap %@"),
        (.applevision, "Tap %@"),
    ])
    func deviceVariationsPickTheDeviceOrOther(device: StringCatalog.Device, expected: String) throws {
        #expect(try catalog().string(forKey: "Tap %@", language: "en", device: device) == expected)
    }

    @Test func substitutionsAreChosenByTheirOwnArgument() throws {
        let catalog = try catalog()
        let key = "followers %lld %@"
        #expect(catalog.string(forKey: key, language: "de", counts: [1, 1]) == "%1$lld Follower und ein Beitrag")
        #expect(
            catalog.string(forKey: key, language: "de", counts: [5, 2]) == "%1$lld Follower:innen und %2$d Beiträge")
        #expect(catalog.string(forKey: key, language: "de") == "%1$lld Follower:innen und %2$d Beiträge")
    }

    @Test func keysMarkedDoNotTranslateShowTheSourceEverywhere() throws {
        let catalog = try catalog()
        #expect(catalog.languages(forKey: "Brand") == ["en"])
        let resolver = LanguageResolver(preferredLanguages: ["de"], developmentLanguage: "en")
        #expect(catalog.localizedString(forKey: "Brand", resolver: resolver)?.value == "Brand")
    }

    @Test func everyStateIsExposedForLint() throws {
        let units = try #require(try catalog().entry(forKey: "%lld cards")?.localizations["ru"]).allStringUnits
        #expect(units.count == 4)
        #expect(units.allSatisfy { $0.state == .new })
    }

    @Test(arguments: [
        (#"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"stringUnit": "Hallo"}}}}}"#, "1:69"),
        (
            #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#,
            "1:83"
        ),
        (#"{"sourceLanguage": 3, "strings": {}}"#, "1:2"),
        (#"{"strings": {}}"#, "1:1"),
        (#"{"sourceLanguage": "en", "strings": []}"#, "1:26"),
        (#"{"sourceLanguage": "en", "strings": {"A": "text"}}"#, "1:38"),
        (
            "{\"sourceLanguage\": \"en\",\n \"strings\": {\"A\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"several\": {}}}}}}}}",
            "2:71"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"substitutions": {"x": {"argNum": "1"}}}}}}}"#,
            "1:93"
        ),
        (#"{"sourceLanguage": "en", "strings": {"A": {"comment": 5}}}"#, "1:44"),
        (#"{"sourceLanguage": "en", "strings": {"A": "#, "1:43"),
        (#"[1, 2]"#, "1:1"),
    ])
    func wrongTypesAreTypedErrorsWithPositions(text: String, position: String) {
        #expect {
            try StringCatalog(data: Data(text.utf8), file: "Bad.xcstrings")
        } throws: { error in
            guard let error = error as? StringCatalogError else { return false }
            return error.diagnostic.description.hasPrefix("Bad.xcstrings:\(position):")
        }
    }

    @Test func deepNestingAndInvalidUTF8AreTypedErrorsNotCrashes() {
        let deep = #"{"sourceLanguage": "en", "strings": "# + String(repeating: "[", count: 10_000)
        #expect {
            try StringCatalog(data: Data(deep.utf8), file: "Deep.xcstrings")
        } throws: { error in
            guard case .json(.limitExceeded(let limit))? = error as? StringCatalogError else { return false }
            let location = limit.location
            return limit.limit == .depth && location.file == "Deep.xcstrings" && location.line == 1
        }
        var bytes = Array(#"{"sourceLanguage": "en", "strings": {"A": {"comment": ""#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#""}}}"#.utf8)
        #expect {
            try StringCatalog(data: Data(bytes), file: "Bad.xcstrings")
        } throws: { error in
            guard case .json(.invalidUTF8(let location))? = error as? StringCatalogError else { return false }
            return location == SourceLocation(file: "Bad.xcstrings", line: 1, column: 56)
        }
    }

    @Test func everyCorpusCatalogLoadsAndEveryKeyResolvesInEveryLanguageItLists() throws {
        guard let corpus = LocalizationCorpus.directory(subfolder: "xcstrings") else { return }
        let files = LocalizationCorpus.files(in: corpus, withExtension: "xcstrings")
        #expect(!files.isEmpty)
        for url in files {
            let catalog = try StringCatalog(contentsOf: url)
            #expect(!catalog.entries.isEmpty, "\(url.lastPathComponent) has no keys")
            for entry in catalog.entries {
                for language in catalog.languages(forKey: entry.key) {
                    for counts in [[], [0], [1], [2], [3], [5], [11], [101]] {
                        for device in [StringCatalog.Device.iphone, .mac] {
                            let value = catalog.string(
                                forKey: entry.key, language: language, counts: counts, device: device)
                            #expect(value != nil, "\(url.lastPathComponent): \(entry.key) in \(language) for \(counts)")
                        }
                    }
                    // Substitutions are filled in: no %#@name@ left once a count is given.
                    let filled = catalog.string(forKey: entry.key, language: language, counts: [2, 2, 2])
                    #expect(filled?.contains("%#@") == false, "\(entry.key) in \(language): \(filled ?? "nil")")
                }
            }
        }
    }

    @Test func corpusPluralFormsDifferByCount() throws {
        guard let corpus = LocalizationCorpus.directory(subfolder: "xcstrings") else { return }
        let catalog = try StringCatalog(
            contentsOf: corpus.appendingPathComponent("coteditor__CotEditor/CommandBar.xcstrings"))
        let key = "%lld commands found"
        let one = catalog.string(forKey: key, language: "ru", counts: [1])
        let many = catalog.string(forKey: key, language: "ru", counts: [5])
        let zero = catalog.string(forKey: key, language: "ru", counts: [0])
        #expect(one == "%lld комманда не найдена")
        #expect(many == "%lld комманд не найдено")
        #expect(zero == "Не найдено команд")
        #expect(
            catalog.string(forKey: key, language: "en", counts: [1])
                != catalog.string(forKey: key, language: "en", counts: [2]))
        #expect(
            catalog.entries.contains {
                $0.localizations.values.contains { $0.allStringUnits.contains { $0.state == .needsReview } }
            })
    }
}
