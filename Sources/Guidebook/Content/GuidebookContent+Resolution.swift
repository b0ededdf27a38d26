extension GuidebookContent {
    /// The first text of this content that cannot be shown, or `nil` when every one can: each
    /// `.stringsdict` entry and String Catalog key, in every language it has, for a count of every
    /// plural category of that language (and for no count) on every device its variations name.
    /// A help book that reads has a screen for every article (each id leads to its first
    /// article), so its screens need no check here.
    ///
    /// Reading already refuses what cannot resolve (``LocalizedFormatError``); this is the
    /// last check before a download replaces the content in use, so nothing a reader missed
    /// reaches a screen. Plain `.strings` values are their own text and need no check.
    ///
    /// - Complexity: O(k · c · d) for k keys with variations, c plural categories, d devices
    ///   named.
    package func firstUnresolvableText() -> Diagnostic? {
        var samples: [String: [Int?]] = [:]
        func counts(_ language: String) -> [Int?] {
            if let known = samples[language] { return known }
            let found = [nil] + PluralRules(language: language).sampleCounts.map { Optional($0.count) }
            samples[language] = found
            return found
        }
        for table in strings.stringsDictionaries.keys.sorted() {
            let byLanguage = strings.stringsDictionaries[table] ?? [:]
            for language in byLanguage.keys.sorted() {
                for entry in byLanguage[language]?.entries ?? [] {
                    if let problem = Self.unresolved(
                        entry.content, key: entry.key, language: language, counts: counts(language),
                        at: entry.location)
                    {
                        return problem
                    }
                }
            }
        }
        for table in strings.catalogs.keys.sorted() {
            guard let catalog = strings.catalogs[table] else { continue }
            for entry in catalog.entries {
                for language in catalog.languages(forKey: entry.key) {
                    guard let content = catalog.content(forKey: entry.key, language: language) else { continue }
                    if let problem = Self.unresolved(
                        content, key: entry.key, language: language, counts: counts(language),
                        at: content.location ?? entry.location)
                    {
                        return problem
                    }
                }
            }
        }
        return nil
    }

    /// The finding for the first count and device `content` gives no text for.
    private static func unresolved(
        _ content: StringCatalog.Content, key: String, language: String, counts: [Int?], at location: SourceLocation?
    ) -> Diagnostic? {
        guard content.variations != nil || !content.substitutions.isEmpty else { return nil }
        let devices = content.namesDevices ? StringCatalog.Device.allCases : [.iphone]
        for device in devices {
            for count in counts
            where content.resolve(language: language, counts: count.map { [$0] } ?? [], device: device) == nil {
                let when =
                    count.map { "a count of \($0) (\(PluralRules(language: language).category(for: $0).rawValue))" }
                    ?? "no count"
                return Diagnostic(
                    .error, "\"\(key)\" has no \(language) text for \(when) on \(device.rawValue).", at: location,
                    fix:
                        "Give every plural variation an \"other\" form and every form a text, or publish without the key.",
                    code: .remoteUnresolvableText)
            }
        }
        return nil
    }
}
