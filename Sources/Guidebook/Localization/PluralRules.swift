/// The CLDR cardinal plural rules for whole-number counts, by language.
///
/// Covers the languages Xcode localizes into most (Germanic, Romance, Slavic, Baltic, Celtic,
/// Semitic, CJK and more); a language without an entry uses the English rule (`1` → `.one`,
/// else `.other`), which is also CLDR's most common rule. Negative counts use their magnitude.
///
/// ```swift
/// PluralRules(language: "ar").category(for: 11)  // .many
/// PluralRules(language: "fr").category(for: 0)   // .one
/// PluralRules(language: "ja").category(for: 1)   // .other
/// ```
public struct PluralRules: Sendable, Hashable {
    /// The rule families; each stands for all languages that share CLDR's integer rule.
    enum Rule: Sendable, Hashable {
        case otherOnly, oneIsOne, zeroAndOneAreOne, romance, french, portuguese, arabic, eastSlavic, polish
        case czech, hebrew, southSlavic, romanian, lithuanian, latvian, slovenian, welsh, irish, icelandic
        case macedonian, maltese, scottishGaelic, breton, manx
    }

    let rule: Rule

    /// The rules for a language tag (`pt-PT`, `ar`, `zh-Hant`); English's rule when unknown.
    ///
    /// - Parameter language: A BCP 47 tag; only its language (and for Portuguese its region) counts.
    public init(language: String) {
        // The language subtag decides, except for Portuguese, whose region does too; parsing
        // only the first subtag keeps this cheap enough to call per lookup.
        let primary = language.prefix { $0 != "-" && $0 != "_" }.lowercased()
        if primary == "pt" {
            let region = LanguageTag(language)?.region
            rule = region == nil || region == "BR" ? .portuguese : .romance
        } else {
            rule = Self.rules[primary] ?? Self.legacyNames[primary] ?? .oneIsOne
        }
    }

    /// The category a count falls in.
    ///
    /// - Parameter count: The number the text is about.
    /// - Returns: One of the categories the language uses; `.other` as the catch-all.
    public func category(for count: Int) -> PluralCategory {
        let n = count.magnitude
        let mod10 = n % 10
        let mod100 = n % 100
        let isMillion = n != 0 && n % 1_000_000 == 0
        switch rule {
        case .otherOnly:
            return .other
        case .oneIsOne:
            return n == 1 ? .one : .other
        case .zeroAndOneAreOne:
            return n <= 1 ? .one : .other
        case .romance:
            return n == 1 ? .one : isMillion ? .many : .other
        case .french, .portuguese:
            return n <= 1 ? .one : isMillion ? .many : .other
        case .arabic:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
            }
        case .eastSlavic:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .czech:
            return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case .hebrew:
            return n == 1 ? .one : n == 2 ? .two : .other
        case .southSlavic:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .other
        case .romanian:
            if n == 1 { return .one }
            return n == 0 || (1...19).contains(mod100) ? .few : .other
        case .lithuanian:
            if (11...19).contains(mod100) { return .other }
            return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
        case .latvian:
            if mod10 == 0 || (11...19).contains(mod100) { return .zero }
            return mod10 == 1 && mod100 != 11 ? .one : .other
        case .slovenian:
            switch mod100 {
            case 1: return .one
            case 2: return .two
            case 3, 4: return .few
            default: return .other
            }
        case .welsh:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            case 3: return .few
            case 6: return .many
            default: return .other
            }
        case .irish:
            switch n {
            case 1: return .one
            case 2: return .two
            case 3...6: return .few
            case 7...10: return .many
            default: return .other
            }
        case .icelandic, .macedonian:
            return mod10 == 1 && mod100 != 11 ? .one : .other
        case .maltese:
            if n == 1 { return .one }
            if n == 2 { return .two }
            if n == 0 || (3...10).contains(mod100) { return .few }
            return (11...19).contains(mod100) ? .many : .other
        case .scottishGaelic:
            switch n {
            case 1, 11: return .one
            case 2, 12: return .two
            case 3...10, 13...19: return .few
            default: return .other
            }
        case .breton:
            let tens = mod100 / 10
            if mod10 == 1 && tens != 1 && tens != 7 && tens != 9 { return .one }
            if mod10 == 2 && tens != 1 && tens != 7 && tens != 9 { return .two }
            if [3, 4, 9].contains(mod10) && tens != 1 && tens != 7 && tens != 9 { return .few }
            return isMillion ? .many : .other
        case .manx:
            if mod10 == 1 { return .one }
            if mod10 == 2 { return .two }
            return [0, 20, 40, 60, 80].contains(mod100) ? .few : .other
        }
    }

    /// The categories the language uses for whole numbers, in CLDR order.
    public var categories: [PluralCategory] {
        var found = Set<PluralCategory>()
        for count in 0...200 { found.insert(category(for: count)) }
        found.insert(category(for: 1_000_000))
        return PluralCategory.allCases.filter(found.contains)
    }

    /// The smallest whole number of each category the language uses (a million for a `many`
    /// that only millions reach), in CLDR order: one count per form a text can show.
    var sampleCounts: [(category: PluralCategory, count: Int)] {
        var samples: [PluralCategory: Int] = [:]
        for count in Array(0...200) + [1_000_000] where samples[category(for: count)] == nil {
            samples[category(for: count)] = count
        }
        return PluralCategory.allCases.compactMap { category in samples[category].map { (category, $0) } }
    }

    /// Old `.lproj` names and deprecated codes that `LanguageTag` maps to current ones.
    private static let legacyNames: [String: Rule] = [
        "english": .oneIsOne, "german": .oneIsOne, "dutch": .oneIsOne, "french": .french, "spanish": .romance,
        "italian": .romance, "japanese": .otherOnly, "iw": .hebrew, "in": .otherOnly,
    ]

    private static let rules: [String: Rule] = {
        var table: [String: Rule] = [:]
        func assign(_ rule: Rule, _ codes: String) {
            for code in codes.split(separator: " ") { table[String(code)] = rule }
        }
        assign(
            .otherOnly,
            "ja ko zh th vi id ms lo my km yue bo dz ig ii jv kea kde ses sg to wo yo ig ki su tpi")
        assign(
            .oneIsOne,
            "en de nl sv da nb nn no fi et el hu tr bg eu gl af sq az ka kk ky mn ne ta te ur uz sw ml ps so tk ug mr"
        )
        assign(.zeroAndOneAreOne, "hi bn fa gu kn am zu as ak ln ti")
        assign(.romance, "es it ca")
        assign(.french, "fr")
        assign(.arabic, "ar ars")
        assign(.eastSlavic, "ru uk be")
        assign(.polish, "pl")
        assign(.czech, "cs sk")
        assign(.hebrew, "he")
        assign(.southSlavic, "hr sr bs sh")
        assign(.romanian, "ro mo")
        assign(.lithuanian, "lt")
        assign(.latvian, "lv")
        assign(.slovenian, "sl")
        assign(.welsh, "cy")
        assign(.irish, "ga")
        assign(.icelandic, "is")
        assign(.macedonian, "mk")
        assign(.maltese, "mt")
        assign(.scottishGaelic, "gd")
        assign(.breton, "br")
        assign(.manx, "gv")
        return table
    }()
}
