import Foundation

/// Stopgap language choice for help files until the shared `LanguageResolver` lands:
/// for each preferred language, the exact tag, then the tag without region, then any
/// available tag of the same language; then `Base`, then the development language.
enum HelpLanguageFallback {
    static func candidates(preferred: [String], available: [String], developmentLanguage: String) -> [String] {
        func normalized(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-").lowercased() }
        func language(_ tag: String) -> Substring { normalized(tag).split(separator: "-").first ?? "" }
        var result: [String] = []
        func add(_ tag: String) { if !result.contains(tag) { result.append(tag) } }
        for wanted in preferred + ["Base", developmentLanguage] {
            if let exact = available.first(where: { normalized($0) == normalized(wanted) }) { add(exact) }
            if let base = available.first(where: { normalized($0) == language(wanted) }) { add(base) }
            for other in available where language(other) == language(wanted) { add(other) }
        }
        return result
    }
}
