import Guidebook
import Testing

@Suite struct LanguageResolverTests {
    @Test(arguments: [
        ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("zh-Hant-TW", "zh-Hant-TW"), ("zh_TW", "zh-TW"),
        ("ZH-hant", "zh-Hant"), ("sr-latn", "sr-Latn"), ("en-GB", "en-GB"), ("es-419", "es-419"),
        ("de_DE.UTF-8@euro", "de-DE"), ("Base", "Base"), ("base", "Base"), ("English", "en"), ("iw", "he"),
        ("ca-ES-valencia", "ca-ES-valencia"), ("en-US-u-ca-gregory", "en-US"),
    ])
    func tagsParseIntoCanonicalForm(text: String, identifier: String) {
        #expect(LanguageTag(text)?.identifier == identifier)
    }

    @Test(arguments: ["", "C", "POSIX", "C.UTF-8", "12", "e", "en--US", "en-US-toolongvariant123"])
    func nonTagsAreRejected(text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test(arguments: [
        ("zh-TW", "Hant"), ("zh-HK", "Hant"), ("zh-CN", "Hans"), ("zh-SG", "Hans"), ("zh", "Hans"),
        ("sr", "Cyrl"), ("sr-Latn", "Latn"),
    ])
    func scriptsAreInferredForMultiScriptLanguages(text: String, script: String) {
        #expect(LanguageTag(text)?.effectiveScript == script)
    }

    /// preferred languages, available languages, expected candidates in order.
    @Test(arguments: [
        (["de"], ["en", "de"], ["de", "en"]),
        (["de-AT"], ["en", "de"], ["de", "en"]),
        (["pt-BR"], ["en", "pt", "pt-BR"], ["pt-BR", "pt", "en"]),
        (["pt-PT"], ["en", "pt-BR"], ["pt-BR", "en"]),
        (["zh-TW"], ["en", "zh-Hans", "zh-Hant"], ["zh-Hant", "en"]),
        (["zh-HK"], ["en", "zh-HK", "zh-Hant"], ["zh-HK", "zh-Hant", "en"]),
        (["zh-Hant-TW"], ["en", "zh-Hant-TW", "zh-Hant"], ["zh-Hant-TW", "zh-Hant", "en"]),
        (["zh-CN"], ["en", "zh", "zh-Hant"], ["zh", "en"]),
        (["zh-Hans"], ["en", "zh-Hant"], ["en"]),
        (["sr-Latn"], ["en", "sr"], ["en"]),
        (["sr-Latn-RS"], ["en", "sr", "sr-Latn"], ["sr-Latn", "en"]),
        (["en-AU"], ["en", "en-GB"], ["en", "en-GB"]),
        (["fr", "de"], ["de", "en", "fr"], ["fr", "de", "en"]),
        (["ja"], ["Base", "en"], ["Base", "en"]),
        (["ja"], ["de", "fr"], []),
        (["ar"], ["ar", "Base", "en"], ["ar", "Base", "en"]),
        (["zh_TW"], ["zh_TW", "en"], ["zh_TW", "en"]),
        ([], ["de", "en"], ["en"]),
    ])
    func candidatesFollowTheDocumentedOrder(preferred: [String], available: [String], expected: [String]) {
        let resolver = LanguageResolver(preferredLanguages: preferred, developmentLanguage: "en")
        #expect(resolver.candidates(available: available) == expected)
    }

    @Test func firstAvailableLanguageOnlyNeverFallsBackPerKey() {
        let resolver = LanguageResolver(
            preferredLanguages: ["de"], developmentLanguage: "en", fallback: .firstAvailableLanguageOnly)
        #expect(resolver.candidates(available: ["en", "de"]) == ["de"])
        let tables = ["de": ["A": "a-de"], "en": ["A": "a-en", "B": "b-en"]]
        #expect(resolver.resolve(available: Array(tables.keys)) { tables[$0]?["B"] } == nil)
    }

    @Test func aKeyMissingOnlyInTheChosenLanguageComesFromTheNextCandidate() {
        let resolver = LanguageResolver(preferredLanguages: ["pt-BR", "fr"], developmentLanguage: "en")
        let tables = [
            "pt-BR": ["A": "a-br"], "pt": ["A": "a-pt", "B": "b-pt"], "fr": ["C": "c-fr"],
            "en": ["A": "a-en", "B": "b-en", "C": "c-en", "D": "d-en"],
        ]
        let pick = { (key: String) in resolver.resolve(available: Array(tables.keys)) { tables[$0]?[key] } }
        #expect(pick("A")?.language == "pt-BR")
        #expect(pick("B")?.value == "b-pt")
        #expect(pick("C")?.value == "c-fr")
        #expect(pick("D")?.value == "d-en")
        #expect(pick("E") == nil)
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], ["de-DE"]),
        (["LANGUAGE": "pt_BR:pt:en", "LANG": "pt_BR.UTF-8"], ["pt-BR", "pt", "en"]),
        (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "en_US"], ["fr-FR"]),
        (["LC_MESSAGES": "sr_RS@latin", "LANG": "en_US"], ["sr-RS"]),
        (["LANG": "C.UTF-8"], []),
        (["LANGUAGE": "de", "LANG": "C"], []),
        (["LANGUAGE": "de:", "LANG": ""], ["de"]),
        (["LC_ALL": "POSIX"], []),
        ([:], []),
    ])
    func linuxEnvironmentNamesThePreferredLanguages(environment: [String: String], expected: [String]) {
        #expect(LanguageResolver.preferredLanguages(environment: environment) == expected)
    }

    @Test func platformDefaultIsNeverEmpty() {
        #expect(!LanguageResolver.platformPreferredLanguages().isEmpty)
    }
}
