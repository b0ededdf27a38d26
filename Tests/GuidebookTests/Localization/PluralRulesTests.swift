import Guidebook
import Testing

@Suite struct PluralRulesTests {
    /// language, counts with expected categories (CLDR cardinal rules for integers).
    @Test(arguments: [
        ("en", [0: "other", 1: "one", 2: "other", 11: "other", 21: "other"]),
        ("de", [0: "other", 1: "one", 2: "other"]),
        ("nl", [1: "one", 5: "other"]),
        ("sv", [1: "one", 5: "other"]),
        ("fr", [0: "one", 1: "one", 2: "other", 1_000_000: "many", 2_000_000: "many", 1_000_001: "other"]),
        ("es", [0: "other", 1: "one", 2: "other", 1_000_000: "many"]),
        ("it", [0: "other", 1: "one", 1_000_000: "many"]),
        ("pt", [0: "one", 1: "one", 2: "other", 1_000_000: "many"]),
        ("pt-BR", [0: "one", 1: "one"]),
        ("pt-PT", [0: "other", 1: "one", 2: "other"]),
        (
            "ar",
            [
                0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 11: "many", 99: "many", 100: "other",
                102: "other", 103: "few", 111: "many",
            ]
        ),
        (
            "ru",
            [
                0: "many", 1: "one", 2: "few", 4: "few", 5: "many", 11: "many", 12: "many", 21: "one", 22: "few",
                111: "many",
            ]
        ),
        ("uk", [1: "one", 3: "few", 7: "many", 101: "one"]),
        ("be", [1: "one", 3: "few", 7: "many", 14: "many"]),
        ("pl", [0: "many", 1: "one", 2: "few", 5: "many", 12: "many", 21: "many", 22: "few"]),
        ("cs", [0: "other", 1: "one", 2: "few", 4: "few", 5: "other"]),
        ("ja", [0: "other", 1: "other", 2: "other"]),
        ("ko", [1: "other"]),
        ("zh-Hant", [1: "other"]),
        ("tr", [1: "one", 2: "other"]),
        ("he", [1: "one", 2: "two", 3: "other", 20: "other"]),
        ("hr", [1: "one", 2: "few", 5: "other", 11: "other", 21: "one"]),
        ("lt", [1: "one", 2: "few", 10: "other", 11: "other", 21: "one"]),
        ("lv", [0: "zero", 1: "one", 2: "other", 10: "zero", 11: "zero", 21: "one"]),
        ("cy", [0: "zero", 1: "one", 2: "two", 3: "few", 6: "many", 7: "other"]),
        ("xx-unknown", [1: "one", 2: "other"]),
    ])
    func categoriesFollowCLDR(language: String, expectations: [Int: String]) {
        let rules = PluralRules(language: language)
        for (count, category) in expectations.sorted(by: { $0.key < $1.key }) {
            #expect(rules.category(for: count).rawValue == category, "\(language) \(count)")
        }
    }

    @Test func arabicUsesAllSixCategories() {
        #expect(PluralRules(language: "ar").categories == PluralCategory.allCases)
        #expect(PluralRules(language: "ja").categories == [.other])
        #expect(PluralRules(language: "ru").categories == [.one, .few, .many])
    }
}
